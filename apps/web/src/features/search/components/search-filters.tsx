import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  BROWSE_SORTS,
  BROWSE_STATUSES,
  CATEGORIES,
  LISTING_CONDITION_LABELS,
  LISTING_CONDITIONS,
} from '@naijabid/shared/constants';
import { searchFiltersLabels as m } from '@naijabid/shared/messages/search';
import type { BrowseParams } from '@naijabid/shared/browse-path';
import { sellerVerificationLabels } from '@naijabid/shared/messages/seller-verification';
import { buttonStyles, inputStyles } from '../../../components/button-styles';
import type { PriceFilterErrors } from '../search-params';

const selectStyles = `${inputStyles} mt-1 py-2`;

interface SearchFiltersProps {
  params: BrowseParams;
  hasFilters: boolean;
  /** The price fields as typed; they apply with the form. */
  min: string;
  max: string;
  onMinChange: (value: string) => void;
  onMaxChange: (value: string) => void;
  onApply: (event: FormEvent) => void;
  /** Price filters in the address that are not amounts. */
  priceErrors: PriceFilterErrors;
  /** A select changed: the address takes it at once. */
  update: (changes: Record<string, string | undefined>) => void;
  /** Saving this search: beside the Filters button on a phone, so it takes no line of its own. */
  saveSearch: ReactNode;
}

/** A filter the address takes at once; its empty choice leaves the API's default. */
function FilterSelect({
  name,
  label,
  value,
  update,
  emptyOption,
  options,
}: {
  name: string;
  label: string;
  value: string | undefined;
  update: SearchFiltersProps['update'];
  emptyOption: string;
  options: ReadonlyArray<readonly [value: string, label: string]>;
}) {
  return (
    <div>
      <label htmlFor={`filter-${name}`} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={`filter-${name}`}
        className={selectStyles}
        value={value ?? ''}
        onChange={(event) => update({ [name]: event.target.value || undefined })}
      >
        <option value="">{emptyOption}</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A price typed in naira, applied with the form; an unreadable one says what to type. */
function PriceField({
  name,
  label,
  value,
  onChange,
  error,
  placeholder = '0',
}: {
  name: 'min' | 'max';
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  placeholder?: string;
}) {
  const id = `filter-${name}`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        inputMode="decimal"
        className={selectStyles}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        aria-invalid={error !== undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Status, sort, category, condition and price filters of the search page. On a phone they
 * wait behind a Filters button, so the results are on the first screen; a price that needs
 * correcting opens them.
 */
export function SearchFilters({
  params,
  hasFilters,
  min,
  max,
  onMinChange,
  onMaxChange,
  onApply,
  priceErrors,
  update,
  saveSearch,
}: SearchFiltersProps) {
  const [opened, setOpened] = useState(false);
  const open = opened || priceErrors.min !== undefined || priceErrors.max !== undefined;
  const setCount = [
    params.status,
    params.sort,
    params.category,
    params.condition,
    params.minPrice,
    params.maxPrice,
    params.sellers,
  ].filter((value) => value !== undefined).length;
  return (
    <>
      <div className="mt-4 flex gap-2 md:justify-end">
        <button
          type="button"
          aria-expanded={open}
          aria-controls="search-filters"
          onClick={() => setOpened(!open)}
          className={`${buttonStyles.secondary} flex-1 md:hidden`}
        >
          {m.showFilters(setCount)}
        </button>
        {saveSearch}
      </div>
      <form
        id="search-filters"
        onSubmit={onApply}
        aria-label={m.form}
        className={`mt-4 ${open ? 'grid' : 'hidden'} grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-white p-4 md:grid md:grid-cols-6`}
      >
        <FilterSelect
          name="status"
          label={m.status}
          value={params.status}
          update={update}
          emptyOption={m.statuses.live}
          options={BROWSE_STATUSES.filter((status) => status !== 'live').map((status) => [status, m.statuses[status]])}
        />
        <FilterSelect
          name="sort"
          label={m.sortBy}
          value={params.sort}
          update={update}
          emptyOption={params.q ? m.bestMatch : m.sorts['ending-soon']}
          options={BROWSE_SORTS.filter((sort) => params.q || sort !== 'ending-soon').map((sort) => [
            sort,
            m.sorts[sort],
          ])}
        />
        <FilterSelect
          name="category"
          label={m.category}
          value={params.category}
          update={update}
          emptyOption={m.allCategories}
          options={CATEGORIES.map((category) => [category, category])}
        />
        <FilterSelect
          name="condition"
          label={m.condition}
          value={params.condition}
          update={update}
          emptyOption={m.anyCondition}
          options={LISTING_CONDITIONS.map((condition) => [condition, LISTING_CONDITION_LABELS[condition]])}
        />
        <PriceField name="min" label={m.minPrice} value={min} onChange={onMinChange} error={priceErrors.min} />
        <PriceField
          name="max"
          label={m.maxPrice}
          value={max}
          onChange={onMaxChange}
          error={priceErrors.max}
          placeholder={m.noMaxPrice}
        />
        <div className="col-span-2 flex flex-wrap items-center gap-3 md:col-span-6">
          <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
            <input
              type="checkbox"
              name="sellers"
              className="h-4 w-4"
              checked={params.sellers === 'verified'}
              onChange={(event) => update({ sellers: event.target.checked ? 'verified' : undefined })}
            />
            {sellerVerificationLabels.filter}
          </label>
          <button type="submit" className={buttonStyles.secondary}>
            {m.applyPrices}
          </button>
          {hasFilters && (
            <Link to="/search" className="text-sm font-semibold text-emerald-800 underline">
              {m.clear}
            </Link>
          )}
        </div>
      </form>
    </>
  );
}
