// On a phone the open filter panel stands between the shopper and the results it changes (they
// start far below it): a sticky "Show N pieces" at the panel's foot says what the choices leave
// and takes the shopper there. Without script the panel never opens, so the bar stays hidden.
import { setAttribute, setHidden, setText } from '../lib/dom';
import { showResultsLabel } from '../lib/listing-filters';

/**
 * Wires the panel's "Show N pieces" button: it closes the panel, scrolls the results into view and
 * moves focus to their heading; with no match it stays in sight, disabled, beside "Clear all
 * filters". Returns the function that keeps its count current.
 */
export function initShowResults(
  root: HTMLElement,
  closePanel: () => void,
): (matched: number) => void {
  const bar = root.querySelector<HTMLElement>('[data-filters-show]');
  const button = bar?.querySelector<HTMLButtonElement>('[data-show-results]');
  const heading = root.querySelector<HTMLElement>('[data-results-heading]');
  if (!bar || !button || !heading) return () => undefined;
  let count = 0;
  button.addEventListener('click', () => {
    if (count === 0) return;
    closePanel();
    heading.scrollIntoView({ block: 'start' });
    heading.focus({ preventScroll: true });
  });
  setHidden(bar, false);
  return (matched) => {
    count = matched;
    setText(button, showResultsLabel(matched));
    setAttribute(button, 'aria-disabled', String(matched === 0));
  };
}
