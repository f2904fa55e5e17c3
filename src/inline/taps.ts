import '../lib/taps';

/** A tap on a control whose code had not come yet. */
interface HeldTap {
  control: HTMLElement;
  code: string;
}

/**
 * No tap is lost while a page's code is on its way. A control that only its code can work (a
 * `type="button"`, which does nothing by itself) names that code in `data-tap`. A click on it
 * before the code says it is ready (`tapsReady`, src/lib/taps.ts) is held: the control shows it
 * was pressed (`aria-busy`), and when its code is ready the click is made again on the control, once, in the order of the taps. A tap made after that, while
 * earlier ones still wait, waits behind them. Links, forms, selects and radio buttons work without
 * code and are left alone; so is everything when this script does not run.
 */
export function holdEarlyTaps(): void {
  const ready = new Set<string>();
  const held: HeldTap[] = [];
  let replaying = false;

  const controlOf = (event: Event) =>
    event.target instanceof Element ? event.target.closest<HTMLElement>('[data-tap]') : null;

  const release = () => {
    for (let tap = held[0]; tap && ready.has(tap.code); tap = held[0]) {
      held.shift();
      tap.control.removeAttribute('aria-busy');
      replaying = true;
      try {
        tap.control.click();
      } finally {
        replaying = false;
      }
    }
  };

  addEventListener(
    'click',
    (event) => {
      const control = controlOf(event);
      if (!control || replaying) return;
      const code = control.dataset.tap ?? '';
      if (ready.has(code) && !held.length) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      control.setAttribute('aria-busy', 'true');
      held.push({ control, code });
    },
    { capture: true },
  );
  window.chandiTaps = {
    ready(code) {
      ready.add(code);
      release();
    },
  };
}
