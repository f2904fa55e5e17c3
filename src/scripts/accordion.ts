/**
 * Disclosure accordions (WAI-ARIA APG): each `[data-acc-trigger]` button shows or hides the panel
 * named by its aria-controls. With `data-single` on the root, opening one item closes the others.
 * Closed panels are `hidden="until-found"`, so find-in-page still reaches them and opens them.
 * An item whose id (or whose trigger's id) is the URL hash opens on load and on hash change.
 */
export function initAccordion(root: HTMLElement) {
  const single = root.hasAttribute('data-single');
  const triggers = [...root.querySelectorAll<HTMLButtonElement>('[data-acc-trigger]')];
  const panelOf = (trigger: HTMLElement) =>
    document.getElementById(trigger.getAttribute('aria-controls') ?? '');

  const set = (trigger: HTMLButtonElement, open: boolean) => {
    trigger.setAttribute('aria-expanded', String(open));
    const panel = panelOf(trigger);
    if (!panel) return;
    if (open === !panel.hidden) return;
    if (open) {
      panel.removeAttribute('hidden');
      panel.setAttribute('data-opening', '');
      panel.addEventListener('animationend', () => panel.removeAttribute('data-opening'), {
        once: true,
      });
    } else panel.setAttribute('hidden', 'until-found');
  };

  const toggle = (trigger: HTMLButtonElement, open: boolean) => {
    if (open && single) for (const other of triggers) if (other !== trigger) set(other, false);
    set(trigger, open);
  };

  for (const trigger of triggers) {
    trigger.addEventListener('click', () =>
      toggle(trigger, trigger.getAttribute('aria-expanded') !== 'true'),
    );
    panelOf(trigger)?.addEventListener('beforematch', () => toggle(trigger, true));
  }

  // Up/Down/Home/End move between the headers that are not filtered out.
  root.addEventListener('keydown', (event) => {
    const current = event.target;
    if (!(current instanceof HTMLButtonElement) || !triggers.includes(current)) return;
    const visible = triggers.filter((t) => !t.closest('[hidden]'));
    const at = visible.indexOf(current);
    const last = visible.length - 1;
    const next: Record<string, number> = {
      ArrowDown: at === last ? 0 : at + 1,
      ArrowUp: at === 0 ? last : at - 1,
      Home: 0,
      End: last,
    };
    const index = next[event.key];
    if (index === undefined) return;
    event.preventDefault();
    visible[index]?.focus();
  });

  const openFromHash = (scroll: boolean) => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (!target || !root.contains(target)) return;
    const trigger = target.matches('[data-acc-trigger]')
      ? target
      : target.querySelector<HTMLButtonElement>('[data-acc-trigger]');
    if (!(trigger instanceof HTMLButtonElement)) return;
    toggle(trigger, true);
    if (scroll) target.scrollIntoView({ block: 'start' });
  };
  openFromHash(false);
  window.addEventListener('hashchange', () => openFromHash(true));
}
