import { useId } from 'react';
import { sizeTable, sizeTypes, type SizeType } from '../../contract/sizes';
import type { SizeDraft } from './size-draft';

interface Props {
  draft: SizeDraft;
  onChange: (next: SizeDraft) => void;
  errors: (key: string) => string | undefined;
}

const typeNames: Record<SizeDraft['sizeType'], string> = {
  none: 'One size',
  ring: 'Ring (Indian sizes 1–30)',
  bangle: 'Bangle (2-2 to 2-14)',
};

/** The product form's size type and the sizes the piece is made in (a grid of checkboxes). */
export function SizeFields({ draft, onChange, errors }: Props) {
  const id = useId();
  const error = errors('sizes') ?? errors('sizeType');
  // Sizes of the old type mean nothing to the new one.
  const pickType = (sizeType: SizeDraft['sizeType']) =>
    onChange({ sizeType, sizes: sizeType === draft.sizeType ? draft.sizes : [] });
  const toggle = (size: string, on: boolean) =>
    onChange({
      ...draft,
      sizes: on ? [...draft.sizes, size] : draft.sizes.filter((s) => s !== size),
    });
  const type = draft.sizeType === 'none' ? null : draft.sizeType;
  return (
    <fieldset
      className="adm-sizes"
      aria-describedby={error ? `${id}-error` : undefined}
      data-size-fields
    >
      <legend>Sizes</legend>
      <div className="adm-size-types" role="radiogroup" aria-label="Size type">
        {(['none', ...sizeTypes] as const).map((value) => (
          <label key={value}>
            <input
              type="radio"
              name={`${id}-type`}
              checked={draft.sizeType === value}
              onChange={() => pickType(value)}
            />
            {typeNames[value]}
          </label>
        ))}
      </div>
      {type && <SizeGrid type={type} draft={draft} toggle={toggle} invalid={Boolean(error)} />}
      {type && (
        <p className="adm-hint">
          Tick every size the piece is made in; the shopper must choose one of them.
        </p>
      )}
      {error && (
        <p className="adm-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** One checkbox per size of the type, with its inner diameter as the shop's size guide gives it. */
function SizeGrid(props: {
  type: SizeType;
  draft: SizeDraft;
  toggle: (size: string, on: boolean) => void;
  invalid: boolean;
}) {
  return (
    <ul role="list" className="adm-size-grid" aria-label={`${props.type} sizes made`}>
      {sizeTable(props.type).map((row) => (
        <li key={row.size}>
          <label title={`${row.diameterMm.toFixed(1)} mm inside`}>
            <input
              type="checkbox"
              checked={props.draft.sizes.includes(row.size)}
              aria-invalid={props.invalid || undefined}
              onChange={(e) => props.toggle(row.size, e.target.checked)}
            />
            {row.size}
          </label>
        </li>
      ))}
    </ul>
  );
}
