import {
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
} from 'react';

/** The admin's sticky bars (the top bar, a form's button bar): a list must not open under them. */
const stickyBars = '.adm-top, .adm-formbar';
const listGap = 4;
const tallestList = 256;

/**
 * Where the list fits: below the input unless there is more room above, as tall as its options
 * or the room allows. Room ends at the window's edges and at any sticky bar in the way.
 */
function placeList(input: HTMLElement, list: HTMLElement): CSSProperties {
  const box = input.getBoundingClientRect();
  let top = 0;
  let bottom = window.innerHeight;
  for (const bar of document.querySelectorAll(stickyBars)) {
    const edge = bar.getBoundingClientRect();
    if (!edge.height) continue;
    if (edge.bottom <= box.top) top = Math.max(top, edge.bottom);
    else if (edge.top >= box.bottom) bottom = Math.min(bottom, edge.top);
  }
  const below = bottom - box.bottom - 2 * listGap;
  const above = box.top - top - 2 * listGap;
  const wanted = Math.min(list.scrollHeight, tallestList);
  const under = below >= wanted || below >= above;
  const maxHeight = Math.max(0, Math.min(tallestList, under ? below : above));
  const offset = `calc(100% + ${listGap}px)`;
  return under
    ? { top: offset, bottom: 'auto', maxHeight }
    : { top: 'auto', bottom: offset, maxHeight };
}

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
  const list = useRef<HTMLUListElement>(null);
  const [place, setPlace] = useState<CSSProperties>({});
  const matches = useMemo(() => {
    const q = (text ?? '').trim().toLowerCase();
    return q ? options.filter((o) => o.label.toLowerCase().includes(q)) : options;
  }, [options, text]);

  // Placed before the list is painted, and again while the page scrolls or resizes under it.
  useLayoutEffect(() => {
    if (!open) return;
    const update = () => {
      if (input.current && list.current) setPlace(placeList(input.current, list.current));
    };
    update();
    window.addEventListener('scroll', update, { capture: true, passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update, { capture: true });
      window.removeEventListener('resize', update);
    };
  }, [open, matches.length]);

  // The active option stays in view inside the list (scrolling the list only, never the page).
  useLayoutEffect(() => {
    const box = list.current;
    const option = box?.querySelector<HTMLElement>('.is-active');
    if (!box || !option) return;
    if (option.offsetTop < box.scrollTop) box.scrollTop = option.offsetTop;
    else if (option.offsetTop + option.offsetHeight > box.scrollTop + box.clientHeight)
      box.scrollTop = option.offsetTop + option.offsetHeight - box.clientHeight;
  }, [open, active, place]);

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
        <ul
          ref={list}
          className="adm-combo-list"
          role="listbox"
          id={listId}
          aria-label="Categories"
          style={place}
        >
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
