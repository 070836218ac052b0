import { soundKey } from '@desh/shared';
import { type Ref, useId, useMemo, useRef, useState } from 'react';

export interface ComboboxOption {
  value: string;
  /** What the list and the input show, in the page's language. */
  label: string;
  /** Other names it is found by (the other language, old spellings). */
  keywords?: readonly string[];
  /** A quieter second line in the list (a district's division), not searched. */
  detail?: string;
}

/** Lower case, NFC, no spaces or punctuation: "Double Mooring", "doublemooring" and "double-mooring" meet. */
export function searchKey(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s'’.\-_]+/gu, '');
}

const maxShown = 80;

interface IndexedOption {
  option: ComboboxOption;
  keys: string[];
  /** The same names by sound (packages/shared soundKey): "Rongpur" finds Rangpur. */
  sounds: string[];
}

export function indexOptions(options: readonly ComboboxOption[]): IndexedOption[] {
  return options.map((option) => {
    const names = [option.label, ...(option.keywords ?? [])];
    return { option, keys: names.map(searchKey), sounds: names.map(soundKey) };
  });
}

/**
 * Options whose label or a keyword contains the query, as written or as it sounds (a spelling of the
 * same Bangla name); those that start with it as written first.
 */
export function filterOptions(indexed: readonly IndexedOption[], query: string): ComboboxOption[] {
  const wanted = searchKey(query);
  // By sound only from three sounds on: a letter or two ("zzz" is one sound) would match half the list.
  const sound = soundKey(query);
  const bySound = sound.length >= 3;
  const found = wanted
    ? indexed.filter(
        ({ keys, sounds }) =>
          keys.some((key) => key.includes(wanted)) || (bySound && sounds.some((key) => key.includes(sound))),
      )
    : indexed;
  // Names that start with the query come first: "mir" puts Mirpur before Kamrangirchar.
  const starts = found.filter(({ keys }) => keys.some((key) => key.startsWith(wanted)));
  const rest = found.filter((entry) => !starts.includes(entry));
  return [...starts, ...rest].slice(0, maxShown).map(({ option }) => option);
}

/**
 * A searchable select (ARIA combobox with a listbox popup): typing filters the options by label or
 * keyword, arrows move, Enter picks, Escape closes. The value is always one of the options or empty.
 */
export function Combobox({
  id,
  options,
  value,
  onChange,
  placeholder,
  emptyText,
  disabled,
  invalid,
  describedBy,
  inputRef,
  className = '',
}: {
  id: string;
  options: readonly ComboboxOption[];
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  emptyText: string;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string | undefined;
  /** The form library's ref, so a failed submit can focus this field. */
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}) {
  const listId = useId();
  const selected = options.find((option) => option.value === value);
  const [query, setQuery] = useState<string | undefined>();
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);
  const open = query !== undefined;

  const indexed = useMemo(() => indexOptions(options), [options]);
  const matches = useMemo(() => filterOptions(indexed, query ?? ''), [indexed, query]);

  function choose(option: ComboboxOption | undefined) {
    if (option) onChange(option.value);
    setQuery(undefined);
  }

  function move(step: number) {
    if (!open) {
      setQuery('');
      setActive(0);
      return;
    }
    const next = Math.max(0, Math.min(matches.length - 1, active + step));
    setActive(next);
    listRef.current?.children[next]?.scrollIntoView({ block: 'nearest' });
  }

  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <div className={`relative ${className}`}>
      <input
        id={id}
        ref={inputRef}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && matches[active] ? optionId(active) : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        placeholder={placeholder}
        disabled={disabled}
        className={`input w-full ${invalid ? 'input-error' : ''}`}
        value={open ? query : (selected?.label ?? '')}
        onFocus={() => {
          setQuery('');
          setActive(0);
        }}
        onClick={() => {
          if (!open) setQuery('');
        }}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onBlur={() => setQuery(undefined)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') move(1);
          else if (event.key === 'ArrowUp') move(-1);
          else if (event.key === 'Enter' && open) choose(matches[active]);
          else if (event.key === 'Escape' && open) setQuery(undefined);
          else return;
          event.preventDefault();
        }}
      />
      {open && (
        <div
          id={listId}
          ref={listRef}
          role="listbox"
          className="absolute z-20 mt-1 max-h-64 w-full overflow-y-auto rounded-box border border-base-300 bg-base-100 p-1 shadow-lg"
        >
          {matches.length === 0 && <p className="px-3 py-2 text-sm opacity-80">{emptyText}</p>}
          {matches.map((option, index) => (
            <div
              key={option.value}
              id={optionId(index)}
              role="option"
              // Focus stays in the input (aria-activedescendant); -1 only keeps options out of the tab order.
              tabIndex={-1}
              aria-selected={option.value === value}
              className={`cursor-pointer rounded-field px-3 py-2 text-sm ${
                index === active ? 'bg-primary text-primary-content' : ''
              } ${option.value === value ? 'font-semibold' : ''}`}
              // Chosen on mousedown, before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(option);
              }}
              onMouseMove={() => setActive(index)}
            >
              {option.label}
              {option.detail && (
                // The option's name stays its label alone; the division is a visual aid.
                <span aria-hidden className={`block text-xs ${index === active ? '' : 'opacity-70'}`}>
                  {option.detail}
                </span>
              )}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
