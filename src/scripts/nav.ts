/**
 * Wires the header: solid bar after 200 px, and Escape or a click elsewhere closes the account
 * dropdown. The phone's side menu works earlier, from the script right after the header
 * (src/inline/menu.ts).
 */
export function initNav() {
  const header = document.querySelector<HTMLElement>('[data-nav]');
  const dropdown = document.querySelector<HTMLDetailsElement>('[data-dropdown]');
  if (!header) return;

  const onScroll = () => header.toggleAttribute('data-scrolled', window.scrollY > 200);
  window.addEventListener('scroll', onScroll, { passive: true });
  // Reading scrollY lays the page out: in the next frame, where that is done anyway, not in the
  // task that runs the page's scripts (one long task on a phone instead of two short ones).
  requestAnimationFrame(onScroll);

  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !dropdown?.open) return;
    dropdown.open = false;
    dropdown.querySelector('summary')?.focus();
  });
  document.addEventListener('click', (event) => {
    if (dropdown?.open && !dropdown.contains(event.target as Node)) dropdown.open = false;
  });
}
