/**
 * Sets an element's text only when it differs. Writing the same words still replaces the text
 * node, and the browser lays out its box again: pages that paint every card's state as they start
 * would pay for a layout of the whole grid on a phone's first visit for nothing.
 */
export function setText(element: Element, text: string) {
  if (element.textContent !== text) element.textContent = text;
}

/** Sets an attribute only when it differs: the same value written again still restyles. */
export function setAttribute(element: Element, name: string, value: string) {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

/** Hides or shows an element, writing only when that changes. */
export function setHidden(element: HTMLElement, hidden: boolean) {
  if (element.hidden !== hidden) element.hidden = hidden;
}
