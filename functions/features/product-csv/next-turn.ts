/**
 * A real turn of the event loop (a timer, not a microtask), so other requests and timers run
 * between slices of a long import. Web APIs only: it runs on Node and in Workers alike.
 */
export const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
