/**
 * Fades matching elements in when `threshold` of them is on screen. Content stays visible
 * without JS, with reduced motion, and for anything on screen (or above it) when the page loads.
 * Where each one starts comes from the observer's first report, not from measuring it here, which
 * would lay the page out inside the task that runs its scripts.
 */
export function revealOnView(selector: string, threshold: number) {
  if (!('IntersectionObserver' in window)) return;
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const placed = new WeakSet<Element>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting, boundingClientRect, rootBounds } of entries) {
        if (!placed.has(target)) {
          placed.add(target);
          if (boundingClientRect.top < (rootBounds?.height ?? window.innerHeight))
            observer.unobserve(target);
          else target.setAttribute('data-reveal', 'pending');
        } else if (isIntersecting) {
          target.setAttribute('data-reveal', 'shown');
          observer.unobserve(target);
        }
      }
    },
    { threshold },
  );
  for (const element of document.querySelectorAll(selector)) observer.observe(element);
}
