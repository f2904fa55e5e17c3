/**
 * Make everything outside `keep` inert (not focusable, not clickable, hidden from assistive tech),
 * except `spare`. Returns the function that gives it back.
 */
function inertOutside(keep: Element, spare: Element | null) {
  const made: Element[] = [];
  for (let node = keep; node.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || sibling === spare || sibling.hasAttribute('inert')) continue;
      sibling.setAttribute('inert', '');
      made.push(sibling);
    }
  }
  return () => made.forEach((element) => element.removeAttribute('inert'));
}

/** Wires the header: solid bar after 200 px, the mobile side menu and the account dropdown. */
export function initNav() {
  const header = document.querySelector<HTMLElement>('[data-nav]');
  const panel = document.querySelector<HTMLElement>('[data-menu]');
  const openButton = document.querySelector<HTMLButtonElement>('[data-menu-open]');
  const closeButton = document.querySelector<HTMLButtonElement>('[data-menu-close]');
  const scrim = document.querySelector<HTMLElement>('[data-scrim]');
  const dropdown = document.querySelector<HTMLDetailsElement>('[data-dropdown]');
  if (!header || !panel || !openButton) return;

  const onScroll = () => header.toggleAttribute('data-scrolled', window.scrollY > 200);
  window.addEventListener('scroll', onScroll, { passive: true });
  // Reading scrollY lays the page out: in the next frame, where that is done anyway, not in the
  // task that runs the page's scripts (one long task on a phone instead of two short ones).
  requestAnimationFrame(onScroll);

  // While the phone menu is open it is the page: Tab stays in it (the scrim still closes it).
  let restore: (() => void) | undefined;
  const setOpen = (open: boolean) => {
    panel.toggleAttribute('data-open', open);
    scrim?.toggleAttribute('data-open', open);
    openButton.setAttribute('aria-expanded', String(open));
    document.documentElement.style.overflow = open ? 'hidden' : '';
    restore?.();
    restore = open ? inertOutside(panel, scrim) : undefined;
    if (open) closeButton?.focus();
    else openButton.focus();
  };
  openButton.addEventListener('click', () => setOpen(true));
  closeButton?.addEventListener('click', () => setOpen(false));
  scrim?.addEventListener('click', () => setOpen(false));
  // Leaving the mobile layout with the menu open must not leave the page locked.
  window.matchMedia('(min-width: 768px)').addEventListener('change', (event) => {
    if (event.matches && panel.hasAttribute('data-open')) setOpen(false);
  });

  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    if (dropdown?.open) {
      dropdown.open = false;
      dropdown.querySelector('summary')?.focus();
    } else if (panel.hasAttribute('data-open')) setOpen(false);
  });
  document.addEventListener('click', (event) => {
    if (dropdown?.open && !dropdown.contains(event.target as Node)) dropdown.open = false;
  });
}
