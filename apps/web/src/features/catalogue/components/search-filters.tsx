import type { FormEvent } from 'react';
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
import { buttonStyles, inputStyles } from '../../../components/button-styles';

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
  /** A select changed: the address takes it at once. */
  update: (changes: Record<string, string | undefined>) => void;
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

/** Status, sort, category, condition and price filters of the search page. */
export function SearchFilters({
  params,
  hasFilters,
  min,
  max,
  onMinChange,
  onMaxChange,
  onApply,
  update,
}: SearchFiltersProps) {
  return (
    <form
      onSubmit={onApply}
      aria-label={m.form}
      className="mt-4 grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-white p-4 md:grid-cols-6"
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
        options={BROWSE_SORTS.filter((sort) => params.q || sort !== 'ending-soon').map((sort) => [sort, m.sorts[sort]])}
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
      <div>
        <label htmlFor="filter-min" className="block text-sm font-medium text-slate-800">
          {m.minPrice}
        </label>
        <input
          id="filter-min"
          inputMode="decimal"
          className={selectStyles}
          value={min}
          onChange={(event) => onMinChange(event.target.value)}
          placeholder="0"
        />
      </div>
      <div>
        <label htmlFor="filter-max" className="block text-sm font-medium text-slate-800">
          {m.maxPrice}
        </label>
        <input
          id="filter-max"
          inputMode="decimal"
          className={selectStyles}
          value={max}
          onChange={(event) => onMaxChange(event.target.value)}
          placeholder={m.noMaxPrice}
        />
      </div>
      <div className="col-span-2 flex flex-wrap items-center gap-3 md:col-span-6">
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
  );
}
