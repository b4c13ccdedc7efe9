import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { describeSavedSearch, savedSearchLabels as m } from '@naijabid/shared/messages/saved-searches';
import {
  SAVED_SEARCH_NAME_MAX,
  SAVED_SEARCH_NOTIFY,
  type SavedSearch,
  type SavedSearchNotify,
} from '@naijabid/shared/schemas/saved-searches';
import { buttonStyles, inputStyles } from '../../components/button-styles';
import { apiErrorText } from '../../lib/api-error-text';
import { changeSavedSearch, deleteSavedSearch, useSavedSearches } from './api/saved-searches';
import { savedSearchHref } from './saved-search-link';

/** Runs a change and says how it went. */
async function tell(change: () => Promise<{ message?: string }>, fallback: string) {
  try {
    toast.success((await change()).message ?? fallback);
  } catch (error) {
    toast.error(apiErrorText(error));
  }
}

function SavedSearchRow({ search }: { search: SavedSearch }) {
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(search.name);
  const notifyId = useId();

  async function rename(event: FormEvent) {
    event.preventDefault();
    await tell(() => changeSavedSearch(search.id, { name: name.trim() }), m.changed);
    setRenaming(false);
  }

  return (
    <li className="rounded-xl border border-slate-200 p-3" aria-label={search.name}>
      {renaming ? (
        <form onSubmit={(event) => void rename(event)} className="flex flex-wrap items-end gap-2">
          <label className="grow text-sm font-medium text-slate-800">
            {m.name}
            <input
              className={`${inputStyles} mt-1`}
              value={name}
              maxLength={SAVED_SEARCH_NAME_MAX}
              required
              onChange={(event) => setName(event.target.value)}
            />
          </label>
          <button type="submit" className={buttonStyles.secondary}>
            {m.saveName}
          </button>
        </form>
      ) : (
        <p className="font-semibold break-words text-slate-900">{search.name}</p>
      )}
      <p className="mt-0.5 text-sm break-words text-slate-700" data-testid="saved-search-filters">
        {describeSavedSearch(search.query)}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <label htmlFor={notifyId} className="sr-only">
          {m.notify}
        </label>
        <select
          id={notifyId}
          className={`${inputStyles} w-auto py-1.5`}
          value={search.notify}
          onChange={(event) =>
            void tell(
              () => changeSavedSearch(search.id, { notify: event.target.value as SavedSearchNotify }),
              m.changed,
            )
          }
        >
          {SAVED_SEARCH_NOTIFY.map((choice) => (
            <option key={choice} value={choice}>
              {m.notifyChoices[choice]}
            </option>
          ))}
        </select>
        <Link to={savedSearchHref(search.query)} className="font-semibold text-emerald-800 underline">
          {m.open}
        </Link>
        {!renaming && (
          <button type="button" className="font-semibold text-emerald-800 underline" onClick={() => setRenaming(true)}>
            {m.rename}
          </button>
        )}
        <button
          type="button"
          className="font-semibold text-red-700 underline"
          onClick={() => void tell(() => deleteSavedSearch(search.id), m.deleted)}
        >
          {m.delete}
        </button>
      </div>
    </li>
  );
}

/** Settings' list of the user's saved searches: open, rename, change how they tell, delete. */
export function SavedSearchesSection() {
  const { data, error } = useSavedSearches();
  return (
    <section aria-labelledby="saved-searches-title" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id="saved-searches-title" className="text-lg font-bold text-slate-900">
        {m.listTitle}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{m.listIntro}</p>
      {error ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {apiErrorText(error)}
        </p>
      ) : !data ? (
        <p className="mt-3 text-sm text-slate-600">{m.loading}</p>
      ) : data.items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">{m.empty}</p>
      ) : (
        <ul className="mt-3 grid gap-2">
          {data.items.map((search) => (
            <SavedSearchRow key={search.id} search={search} />
          ))}
        </ul>
      )}
    </section>
  );
}
