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
  // In a frame, once per frame: measuring now would lay the page out inside the scripts' task
  // (nav.ts), and a resize can come while the page is still starting (a scrollbar appearing).
  // A frame asked for in a scroll or resize event is drawn with the same frame.
  let asked = false;
  const measure = () => {
    if (asked) return;
    asked = true;
    requestAnimationFrame(() => {
      asked = false;
      update();
    });
  };
  prev.addEventListener('click', () => list.scrollBy({ left: -STEP }));
  next.addEventListener('click', () => list.scrollBy({ left: STEP }));
  list.addEventListener('scroll', measure, { passive: true });
  window.addEventListener('resize', measure);
  measure();
}
