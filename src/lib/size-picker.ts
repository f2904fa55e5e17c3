// The size picker of a piece made in sizes, written once for the product page and its shell
// (productDetailHtml); src/scripts/size-picker.ts gives it its behaviour.
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

/**
 * The required picker: one choice per size the piece is made in, a note for the chosen size's
 * inner measure, the size guide, and room for "Choose a size".
 */
export const sizePickerHtml = (type: SizeType, sizes: readonly string[]) =>
  `<fieldset class="size-picker" id="detail-size" data-size-picker aria-describedby="size-error">` +
  `<legend>${e(sizeLegend(type))}</legend>` +
  `<div class="size-options">${sizeOptionsHtml(type, sizes)}</div>` +
  `<div class="size-foot"><p class="size-note" data-size-note aria-live="polite"></p>` +
  `<a class="size-guide-link" href="${e(sizeGuideHref(type))}">Size guide</a></div>` +
  `<p class="size-error" id="size-error" data-size-error role="alert"></p></fieldset>`;
