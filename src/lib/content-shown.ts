// A page whose content its script draws after load (`contentLater` in BaseLayout) says here when
// the first of it is on screen. The first visit's font fetch waits for this (src/inline/fonts.ts):
// on such a page, load comes before the code and the data that make the content.

let announced = false;

/** Once a page: the content is shown, so the fonts for the next page may be fetched now. */
export function announceContentShown(): void {
  if (announced) return;
  announced = true;
  dispatchEvent(new Event('chandi:content-shown'));
}
