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
      <div>
        <label htmlFor="filter-status" className="block text-sm font-medium text-slate-800">
          {m.status}
        </label>
        <select
          id="filter-status"
          className={selectStyles}
          value={params.status ?? ''}
          onChange={(event) => update({ status: event.target.value || undefined })}
        >
          <option value="">{m.statuses.live}</option>
          {BROWSE_STATUSES.filter((status) => status !== 'live').map((status) => (
            <option key={status} value={status}>
              {m.statuses[status]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="filter-sort" className="block text-sm font-medium text-slate-800">
          {m.sortBy}
        </label>
        <select
          id="filter-sort"
          className={selectStyles}
          value={params.sort ?? ''}
          onChange={(event) => update({ sort: event.target.value || undefined })}
        >
          <option value="">{params.q ? m.bestMatch : m.sorts['ending-soon']}</option>
          {BROWSE_SORTS.filter((sort) => params.q || sort !== 'ending-soon').map((sort) => (
            <option key={sort} value={sort}>
              {m.sorts[sort]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="filter-category" className="block text-sm font-medium text-slate-800">
          {m.category}
        </label>
        <select
          id="filter-category"
          className={selectStyles}
          value={params.category ?? ''}
          onChange={(event) => update({ category: event.target.value || undefined })}
        >
          <option value="">{m.allCategories}</option>
          {CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="filter-condition" className="block text-sm font-medium text-slate-800">
          {m.condition}
        </label>
        <select
          id="filter-condition"
          className={selectStyles}
          value={params.condition ?? ''}
          onChange={(event) => update({ condition: event.target.value || undefined })}
        >
          <option value="">{m.anyCondition}</option>
          {LISTING_CONDITIONS.map((condition) => (
            <option key={condition} value={condition}>
              {LISTING_CONDITION_LABELS[condition]}
            </option>
          ))}
        </select>
      </div>
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
