import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';

export interface ComboOption {
  value: string;
  label: string;
  note?: string;
}

/**
 * A searchable select (ARIA combobox with a listbox popup): type to filter, arrows to move,
 * Enter to choose, Escape to close. The chosen option's label shows when not typing.
 */
export function Combobox({
  options,
  value,
  onChange,
  inputProps,
  placeholder = 'Type to search…',
}: {
  options: ComboOption[];
  value: string;
  onChange: (value: string) => void;
  inputProps: {
    id: string;
    'aria-invalid'?: boolean;
    'aria-describedby'?: string;
    required?: boolean;
  };
  placeholder?: string;
}) {
  const listId = useId();
  const chosen = options.find((o) => o.value === value);
  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const matches = useMemo(() => {
    const q = (text ?? '').trim().toLowerCase();
    return q ? options.filter((o) => o.label.toLowerCase().includes(q)) : options;
  }, [options, text]);

  function pick(option: ComboOption) {
    onChange(option.value);
    setText(null);
    setOpen(false);
  }

  function onKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(
          Math.max(
            0,
            matches.findIndex((o) => o.value === value),
          ),
        );
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (matches.length ? (i + step + matches.length) % matches.length : 0));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const option = matches[active];
      if (option) pick(option);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setText(null);
    }
  }

  const activeOption = open ? matches[active] : undefined;
  return (
    <div className="adm-combo">
      <input
        ref={input}
        {...inputProps}
        className="adm-input adm-select"
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeOption ? `${listId}-${activeOption.value}` : undefined}
        placeholder={placeholder}
        value={text ?? chosen?.label ?? ''}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(0);
        }}
        onFocus={(e) => e.target.select()}
        onClick={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          setText(null);
        }}
        onKeyDown={onKey}
      />
      {open && (
        <ul className="adm-combo-list" role="listbox" id={listId} aria-label="Categories">
          {matches.map((option, i) => (
            <li
              key={option.value}
              id={`${listId}-${option.value}`}
              role="option"
              aria-selected={option.value === value}
              className={i === active ? 'is-active' : undefined}
              onMouseDown={(e) => {
                e.preventDefault();
                pick(option);
              }}
              onMouseEnter={() => setActive(i)}
            >
              {option.label}
              {option.note && <span className="adm-muted"> {option.note}</span>}
            </li>
          ))}
          {matches.length === 0 && (
            <li className="adm-combo-none" role="option" aria-selected={false} aria-disabled="true">
              No category matches
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
