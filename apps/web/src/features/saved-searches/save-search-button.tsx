import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { savedSearchLabels as m } from '@naijabid/shared/messages/saved-searches';
import type { BrowseParams } from '@naijabid/shared/browse-path';
import {
  SAVED_SEARCH_NAME_MAX,
  SAVED_SEARCH_NOTIFY,
  type SavedSearchNotify,
} from '@naijabid/shared/schemas/saved-searches';
import { buttonStyles, inputStyles } from '../../components/button-styles';
import { Modal } from '../../components/modal';
import { apiErrorText } from '../../lib/api-error-text';
import { readAccessToken } from '../../lib/token-storage';
import { saveSearch } from './api/saved-searches';
import { savedQueryOf } from './saved-search-link';

/**
 * "Save search" on the search page: saves the words and filters the address holds, named
 * and told as the person chooses. Signed out, it leads to login.
 */
export function SaveSearchButton({ params }: { params: BrowseParams }) {
  const [signedIn] = useState(() => readAccessToken() !== null);
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [notify, setNotify] = useState<SavedSearchNotify>('bell');
  const [saving, setSaving] = useState(false);

  if (!signedIn)
    return (
      <Link to="/login" className={buttonStyles.secondary}>
        {m.save}
      </Link>
    );

  function start() {
    setName(m.defaultName(params.q, params.category));
    setNotify('bell');
    setOpen(true);
  }

  async function submit(event: FormEvent, close: () => void) {
    event.preventDefault();
    setSaving(true);
    try {
      const answer = await saveSearch({ name: name.trim() || undefined, query: savedQueryOf(params), notify });
      toast.success(answer.message ?? m.saved);
      close();
    } catch (error) {
      toast.error(apiErrorText(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <button type="button" className={buttonStyles.secondary} onClick={start}>
        {m.save}
      </button>
      {open && (
        <Modal title={m.saveTitle} onClose={() => setOpen(false)} closeLabel={m.cancel} narrow>
          {(close) => (
            <form onSubmit={(event) => void submit(event, close)} className="grid gap-3">
              <div>
                <label htmlFor="saved-search-name" className="block text-sm font-medium text-slate-800">
                  {m.name}
                </label>
                <input
                  id="saved-search-name"
                  className={`${inputStyles} mt-1`}
                  value={name}
                  maxLength={SAVED_SEARCH_NAME_MAX}
                  onChange={(event) => setName(event.target.value)}
                />
              </div>
              <fieldset>
                <legend className="text-sm font-medium text-slate-800">{m.notify}</legend>
                {SAVED_SEARCH_NOTIFY.map((choice) => (
                  <label key={choice} className="mt-1 flex items-center gap-2 text-sm text-slate-800">
                    <input
                      type="radio"
                      name="saved-search-notify"
                      value={choice}
                      checked={notify === choice}
                      onChange={() => setNotify(choice)}
                    />
                    {m.notifyChoices[choice]}
                  </label>
                ))}
              </fieldset>
              <button type="submit" className={buttonStyles.primary} disabled={saving}>
                {m.save}
              </button>
            </form>
          )}
        </Modal>
      )}
    </>
  );
}
