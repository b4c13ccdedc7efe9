import { useId, useState } from 'react';
import { buttonStyles, inputStyles } from '../../../components/button-styles';

/** A search box that searches when sent, so each letter typed is not a request. */
export function SearchForm({
  label,
  button,
  initial,
  onSearch,
}: {
  label: string;
  button: string;
  initial: string;
  onSearch: (q: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(initial);
  return (
    <form
      role="search"
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
          {label}
        </label>
        <input
          id={id}
          className={`${inputStyles} mt-1`}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <button type="submit" className={`${buttonStyles.primary} min-h-11`}>
        {button}
      </button>
    </form>
  );
}
