import { useId } from 'react';

/** The words of the products list's `show` filter; '' (every piece) is the default. */
const choices = {
  '': 'All pieces',
  visible: 'Visible in the shop',
  hidden: 'Hidden from the shop',
} as const;

/**
 * Which pieces the products list shows, so the owner can find the ones hidden from the shop
 * (issue 32): a hidden piece is on no page, so this list is the only place it can be found.
 */
export function ProductShowFilter({
  value,
  onChange,
}: {
  value: string;
  onChange: (show: string) => void;
}) {
  const id = useId();
  return (
    <div className="adm-sortpick">
      <label htmlFor={id}>Show</label>
      <select
        id={id}
        className="adm-input adm-select"
        value={value in choices ? value : ''}
        onChange={(event) => onChange(event.target.value)}
      >
        {Object.entries(choices).map(([show, label]) => (
          <option key={show} value={show}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}
