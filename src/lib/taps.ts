// Page code's side of the taps held before it arrived (src/inline/taps.ts): once a script has wired
// its controls it says so, and the taps on them are carried out, in the order they were made.

/** The code that handles a control, named on the control as `data-tap`. */
export type TapCode =
  | 'accordion'
  | 'account'
  | 'back'
  | 'cart'
  | 'gallery'
  | 'hero'
  | 'listing'
  | 'map'
  | 'menu'
  | 'search'
  | 'strip';

declare global {
  interface Window {
    /** Settles once the page has painted its first screen (src/inline/painted.ts). */
    chandiPainted?: Promise<void>;
    /** Taps held until their code is ready (src/inline/taps.ts). */
    chandiTaps?: { ready(code: string): void };
  }
}

/** Say that the controls marked `data-tap={code}` are wired: their held taps are carried out now. */
export function tapsReady(code: TapCode): void {
  window.chandiTaps?.ready(code);
}
