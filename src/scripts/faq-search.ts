const normalise = (text: string) =>
  text.toLocaleLowerCase('en-IN').normalize('NFKD').replace(/\s+/g, ' ').trim();

/**
 * Filters the FAQ's items as the shopper types: an item stays when every word of the search
 * occurs in its question or answer (`data-search`). Shows the no-match text when none is left.
 */
export function initFaqSearch(root: HTMLElement) {
  const input = root.querySelector<HTMLInputElement>('[data-faq-search]');
  const empty = root.querySelector<HTMLElement>('[data-faq-empty]');
  const count = root.querySelector<HTMLElement>('[data-faq-count]');
  const items = [...root.querySelectorAll<HTMLElement>('[data-acc-item]')].map((element) => ({
    element,
    text: normalise(element.dataset.search ?? element.textContent ?? ''),
  }));
  if (!input) return;

  const apply = () => {
    const words = normalise(input.value).split(' ').filter(Boolean);
    let shown = 0;
    for (const item of items) {
      const match = words.every((word) => item.text.includes(word));
      item.element.hidden = !match;
      if (match) shown += 1;
    }
    if (empty) empty.hidden = shown > 0;
    if (count) {
      count.textContent =
        words.length && shown ? `${shown} ${shown === 1 ? 'question' : 'questions'} found` : '';
    }
  };
  input.addEventListener('input', apply);
  // A value restored by the browser on back/forward navigation filters at once.
  if (input.value) apply();
}
