// The size picker's words and options, written once for the built product page (SizePicker.astro)
// and the product shell (src/scripts/size-picker.ts fills it from the API).
import { sizeMeasure, type SizeType } from '../contract/sizes';
import { escapeHtml as e } from './html';

/** The picker's legend: "Ring size (Indian)" or "Bangle size". */
export const sizeLegend = (type: SizeType) =>
  type === 'ring' ? 'Ring size (Indian)' : 'Bangle size';

/** One radio per size, each carrying its inner measure for the note under the picker; escaped. */
export const sizeOptionsHtml = (type: SizeType, sizes: readonly string[]) =>
  sizes
    .map(
      (size) =>
        `<label class="size-option"><input type="radio" name="size" value="${e(size)}"` +
        ` data-measure="${e(sizeMeasure(type, size))}"><span>${e(size)}</span></label>`,
    )
    .join('');

/** The size guide's section for a size type. */
export const sizeGuideHref = (type: SizeType) => `/shop/size-guide#${type}`;
