/**
 * Shows an OpenStreetMap frame only when the shopper asks for it, so the page makes no
 * third-party request on load. The button then hides and shows the same frame.
 */
export function initMapOnDemand(root: HTMLElement) {
  const button = root.querySelector<HTMLButtonElement>('[data-map-toggle]');
  const slot = root.querySelector<HTMLElement>('[data-map-slot]');
  const label = button?.querySelector<HTMLElement>('[data-map-label]');
  const { mapSrc, mapTitle } = root.dataset;
  if (!button || !slot || !mapSrc) return;

  button.addEventListener('click', () => {
    const open = button.getAttribute('aria-expanded') !== 'true';
    if (open && !slot.querySelector('iframe')) {
      const frame = document.createElement('iframe');
      frame.src = mapSrc;
      frame.title = mapTitle ?? 'Map';
      frame.loading = 'lazy';
      frame.referrerPolicy = 'no-referrer';
      frame.width = '600';
      frame.height = '360';
      slot.append(frame);
    }
    slot.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
    if (label) label.textContent = open ? 'Hide map' : 'Show map';
  });
}
