import { tapsReady } from '../lib/taps';

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

/**
 * The phone's side menu, wired as soon as the header is parsed (src/inline/header.ts). While it is
 * open it is the page: Tab stays in it, Escape and the scrim close it.
 */
export function wireMenu(): void {
  const panel = document.querySelector<HTMLElement>('[data-menu]');
  const openButton = document.querySelector<HTMLButtonElement>('[data-menu-open]');
  const closeButton = document.querySelector<HTMLButtonElement>('[data-menu-close]');
  const scrim = document.querySelector<HTMLElement>('[data-scrim]');
  if (!panel || !openButton) return;

  let restore: (() => void) | undefined;
  const setOpen = (open: boolean) => {
    panel.toggleAttribute('data-open', open);
    scrim?.toggleAttribute('data-open', open);
    openButton.setAttribute('aria-expanded', String(open));
    document.documentElement.style.overflow = open ? 'hidden' : '';
    restore?.();
    restore = undefined;
    if (!open) {
      openButton.focus();
      return;
    }
    // The rest of the page turns inert, and focus moves in, once the open menu has been drawn:
    // done at once they made the tap restyle the whole page before the menu could show, about
    // 40 ms on a phone at 4× (a trace of home).
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (!panel.hasAttribute('data-open') || restore) return;
        restore = inertOutside(panel, scrim);
        closeButton?.focus();
      }),
    );
  };
  openButton.addEventListener('click', () => setOpen(true));
  closeButton?.addEventListener('click', () => setOpen(false));
  scrim?.addEventListener('click', () => setOpen(false));
  // Leaving the mobile layout with the menu open must not leave the page locked.
  window.matchMedia('(min-width: 768px)').addEventListener('change', (event) => {
    if (event.matches && panel.hasAttribute('data-open')) setOpen(false);
  });
  document.addEventListener('keydown', (event) => {
    // An open account dropdown takes Escape first (src/scripts/nav.ts).
    if (event.key !== 'Escape' || document.querySelector('[data-dropdown][open]')) return;
    if (panel.hasAttribute('data-open')) setOpen(false);
  });
  tapsReady('menu');
}
