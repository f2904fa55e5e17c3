const STEP = 300;
const LEFT_EDGE = 10;

/** Arrow buttons scroll the strip by 300 px; the left one is disabled within 10 px of the start. */
export function initStrip(root: HTMLElement) {
  const list = root.querySelector<HTMLElement>('[data-strip-list]');
  const prev = root.querySelector<HTMLButtonElement>('[data-strip-prev]');
  const next = root.querySelector<HTMLButtonElement>('[data-strip-next]');
  const bar = root.querySelector<HTMLElement>('[data-strip-bar]');
  if (!list || !prev || !next) return;

  const update = () => {
    const max = list.scrollWidth - list.clientWidth;
    prev.disabled = list.scrollLeft <= LEFT_EDGE;
    next.disabled = max - list.scrollLeft <= 1;
    // The bar's length shows how much is visible; its end how far the strip has moved.
    const visible = list.clientWidth / list.scrollWidth;
    const progress = max > 0 ? list.scrollLeft / max : 1;
    if (bar) bar.style.transform = `scaleX(${visible + (1 - visible) * progress})`;
  };
  prev.addEventListener('click', () => list.scrollBy({ left: -STEP }));
  next.addEventListener('click', () => list.scrollBy({ left: STEP }));
  list.addEventListener('scroll', update, { passive: true });
  window.addEventListener('resize', update);
  // Next frame: measuring now would lay the page out inside the scripts' task (nav.ts).
  requestAnimationFrame(update);
}
