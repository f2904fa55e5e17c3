/** What the first-tap probe watches for on one page: the control's selector and its effect. */
export interface ProbeTarget {
  control: string;
  effect: 'cart' | 'menu';
  /** Scroll a control laid out below the screen into view, as a shopper would (tap loads only). */
  reach?: boolean;
}

/** What the probe has seen so far, in ms from the page's time origin. */
export interface ProbeState {
  fcp?: number;
  lcp?: number;
  /** When the control was first on screen: laid out in the viewport and the page painted. */
  visible?: number;
  /** The control's centre in CSS pixels of the viewport, where the tap goes. */
  x?: number;
  y?: number;
  /** When the effect first showed (a MutationObserver callback after the change). */
  effect?: number;
  /**
   * When the tap began for the page: the first pointerdown's own timestamp, set by the browser as
   * it took the touch, as a phone sets it from the screen. The bench's tap is sent earlier, by as
   * much as its own process and the browser's keep it waiting on a busy machine.
   */
  touched?: number;
  /** Whether that pointerdown was on the control (a tap at a position found in an earlier load). */
  hit?: boolean;
}

declare global {
  interface Window {
    firstTapProbe?: ProbeState;
    firstTapVisible?: (state: ProbeState) => void;
    firstTapEffect?: (at: number) => void;
    firstTapTouched?: (at: number) => void;
  }
}

/**
 * Installed with `addInitScript` before any of the page's own code, so it must be self-contained
 * (Playwright sends its source text). Records FCP and LCP (buffered observers, as web-vitals reads
 * them), reports through the exposed bindings when the control is visible and when its effect
 * shows. Visible means laid out inside the viewport in a frame after the first contentful paint:
 * a control in the markup but not yet painted cannot be tapped by a person. One laid out below
 * the screen (Add To Cart on a phone's product page and listing) is scrolled to the middle of it
 * when `reach` is set, as a shopper scrolls to it, as soon as the page is long enough to centre
 * it, and is visible from the frame after. Between visibility and the effect it watches the DOM;
 * before that it only checks once a frame.
 */
export function firstTapProbe(target: ProbeTarget): void {
  const state: ProbeState = {};
  window.firstTapProbe = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') state.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });

  const effectShown = (control: Element) => {
    if (target.effect === 'menu') return document.querySelector('[data-menu][data-open]') !== null;
    const count = Number(document.querySelector('header [data-count="cart"]')?.textContent ?? 0);
    return count > 0 || control.textContent?.trim() === 'Item Added To Cart';
  };
  const watchEffect = (control: Element) => {
    const check = () => {
      if (state.effect !== undefined || !effectShown(control)) return;
      state.effect = performance.now();
      observer.disconnect();
      window.firstTapEffect?.(state.effect);
    };
    const observer = new MutationObserver(check);
    observer.observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    check();
  };

  let shownAt: number | undefined;
  const everyFrame = (now: number) => {
    const control = document.querySelector(target.control);
    const box = control?.getBoundingClientRect();
    const inView =
      control?.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
      box &&
      box.width > 0 &&
      box.height > 0 &&
      box.top >= 0 &&
      box.bottom <= innerHeight &&
      box.left >= 0 &&
      box.right <= innerWidth;
    // Scrolled only once the page is long enough to put the control in the middle: a page still
    // being parsed would stop the scroll short, at a different place in each load.
    const middle = box && scrollY + box.top + box.height / 2 - innerHeight / 2;
    const canCentre =
      middle !== undefined && document.documentElement.scrollHeight - innerHeight >= middle;
    if (control && box && inView) shownAt ??= now;
    else if (
      target.reach &&
      control &&
      box &&
      box.height > 0 &&
      state.fcp !== undefined &&
      canCentre
    )
      control.scrollIntoView({ block: 'center', behavior: 'instant' });
    if (control && box && shownAt !== undefined && state.fcp !== undefined) {
      state.visible = Math.max(shownAt, state.fcp);
      state.x = box.left + box.width / 2;
      state.y = box.top + box.height / 2;
      watchEffect(control);
      // Passive and on pointers only: a listener must not make the browser wait on the page.
      const touched = (event: Event) => {
        if (state.touched !== undefined) return;
        state.touched = event.timeStamp;
        state.hit =
          event.target instanceof Element && event.target.closest(target.control) !== null;
        window.firstTapTouched?.(event.timeStamp);
      };
      addEventListener('pointerdown', touched, { capture: true, passive: true });
      window.firstTapVisible?.({ ...state });
      return;
    }
    requestAnimationFrame(everyFrame);
  };
  requestAnimationFrame(everyFrame);
}
