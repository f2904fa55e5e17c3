/**
 * Fades matching elements in when `threshold` of them is on screen. Content stays visible
 * without JS, with reduced motion, and for anything already on screen when the page loads.
 */
export function revealOnView(selector: string, threshold: number) {
  if (!('IntersectionObserver' in window)) return;
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        entry.target.setAttribute('data-reveal', 'shown');
        observer.unobserve(entry.target);
      }
    },
    { threshold },
  );
  for (const element of document.querySelectorAll(selector)) {
    const box = element.getBoundingClientRect();
    if (box.top < window.innerHeight) continue;
    element.setAttribute('data-reveal', 'pending');
    observer.observe(element);
  }
}
