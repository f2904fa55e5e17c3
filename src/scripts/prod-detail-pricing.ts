import type { ProductJson } from '../lib/catalogue';
import {
  breakupRows,
  breakupTotal,
  hallmarkText,
  metalText,
  mrpText,
  rateText,
} from '../lib/price-text';

const fields = (name: string) => document.querySelectorAll<HTMLElement>(`[data-f="${name}"]`);

function setText(name: string, text: string) {
  for (const element of fields(name)) element.textContent = text;
}

function show(name: string, visible: boolean) {
  for (const element of fields(name)) element.hidden = !visible;
}

/** Fill the shell's MRP, metal, hallmark and price breakup with the words the built page uses. */
export function fillPricing(product: ProductJson) {
  setText('mrp', mrpText(product.price));
  setText('metal', metalText(product.purity));
  setText('huid', product.huid ? hallmarkText(product.huid) : '');
  show('hallmark', product.huid !== null);
  const { breakup } = product;
  show('breakup', breakup !== null);
  if (!breakup) return;
  for (const row of breakupRows({ ...product, breakup })) {
    setText(`breakup-${row.key}-label`, row.label);
    setText(`breakup-${row.key}-how`, row.how);
    setText(`breakup-${row.key}`, row.amount);
  }
  setText('breakup-total', breakupTotal(breakup));
  setText('breakup-rate', rateText(breakup));
}
