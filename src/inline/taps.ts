import '../lib/taps';

/** How far (CSS px) a finger may move and how long it may stay down for a tap it lifts from. */
const slopPx = 12;
/** Under a phone's long press, which starts at 400-500 ms. */
const shortTapMs = 350;
/** The browser's click of a tap carries the tap's time, however late the page gets to it. */
const clickOfTapMs = 1000;

/** A tap on a control whose code had not come yet. */
interface HeldTap {
  control: HTMLElement;
  code: string;
}

/**
 * No tap is lost while a page's code is on its way, and a finger's tap works when it lifts. A
 * control that only its code can work (a `type="button"`, which does nothing by itself) names that
 * code in `data-tap`. A click on it before the code says it is ready (`tapsReady`,
 * src/lib/taps.ts) is held: the control shows it was pressed (`aria-busy`), and when its code is
 * ready the click is made again on the control, once, in the order of the taps. A tap made after
 * that, while earlier ones still wait, waits behind them. Links, forms, selects and radio buttons
 * work without code and are left alone; so is everything when this script does not run.
 */
export function holdEarlyTaps(): void {
  const ready = new Set<string>();
  const held: HeldTap[] = [];
  let replaying = false;

  const controlOf = (event: Event) =>
    event.target instanceof Element ? event.target.closest<HTMLElement>('[data-tap]') : null;

  /** A click made on the control by this script, which its own listener lets through. */
  const clickOn = (control: HTMLElement) => {
    replaying = true;
    try {
      control.click();
    } finally {
      replaying = false;
    }
  };

  const release = () => {
    for (let tap = held[0]; tap && ready.has(tap.code); tap = held[0]) {
      held.shift();
      tap.control.removeAttribute('aria-busy');
      clickOn(tap.control);
    }
  };

  /** Hold a tap on `control` until its code is ready and the taps before it are carried out. */
  const hold = (control: HTMLElement) => {
    control.setAttribute('aria-busy', 'true');
    held.push({ control, code: control.dataset.tap ?? '' });
  };
  const canWorkNow = (control: HTMLElement) => ready.has(control.dataset.tap ?? '') && !held.length;

  // A finger's tap is carried out when it lifts, as a phone's own buttons do. The click the browser
  // makes of the tap is a task of its own, and on a page still being parsed it came 30-180 ms after
  // the finger lifted (a frame in between, on the bench's phone); that click, wherever it lands, is
  // then swallowed, and the mousedown before it moves no focus. Only a short tap that stayed put
  // counts: a press that became a scroll is cancelled by the browser, and a long press is left to
  // the browser's click, if it makes one.
  let pressed: { control: HTMLElement; x: number; y: number; at: number } | undefined;
  let lifted: { x: number; y: number; at: number } | undefined;
  const nearby = (event: MouseEvent, point: { x: number; y: number }) =>
    Math.abs(event.clientX - point.x) <= slopPx && Math.abs(event.clientY - point.y) <= slopPx;
  addEventListener(
    'pointerdown',
    (event) => {
      const control = event.pointerType === 'touch' && event.isPrimary ? controlOf(event) : null;
      pressed = control
        ? { control, x: event.clientX, y: event.clientY, at: event.timeStamp }
        : undefined;
    },
    { capture: true, passive: true },
  );
  addEventListener('pointercancel', () => (pressed = undefined), { capture: true, passive: true });
  addEventListener(
    'pointerup',
    (event) => {
      const press = pressed;
      pressed = undefined;
      if (!press || controlOf(event) !== press.control || !nearby(event, press)) return;
      if (event.timeStamp - press.at > shortTapMs || press.control.matches(':disabled')) return;
      lifted = { x: event.clientX, y: event.clientY, at: event.timeStamp };
      // Focus as the browser's mousedown would have given it, before the control's code may move
      // it on (the search field); that mousedown, later, must then not take it back.
      press.control.focus({ preventScroll: true });
      if (canWorkNow(press.control)) clickOn(press.control);
      else hold(press.control);
    },
    { capture: true, passive: true },
  );
  /** Whether a mouse event is the browser's own, of the tap carried out at the lift. */
  const ofLiftedTap = (event: MouseEvent) =>
    lifted !== undefined && event.timeStamp - lifted.at < clickOfTapMs && nearby(event, lifted);
  addEventListener(
    'mousedown',
    (event) => {
      if (ofLiftedTap(event)) event.preventDefault();
    },
    { capture: true },
  );

  addEventListener(
    'click',
    (event) => {
      if (replaying) return;
      const swallow = ofLiftedTap(event);
      lifted = undefined;
      if (swallow) {
        event.preventDefault();
        event.stopImmediatePropagation();
        return;
      }
      const control = controlOf(event);
      if (!control || canWorkNow(control)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      hold(control);
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
