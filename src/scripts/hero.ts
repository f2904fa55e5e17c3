const INTERVAL = 5000;

/** Slides change every 5 s, wrap both ways, and pause on hover, focus and reduced motion. */
export function initHero(root: HTMLElement) {
  const slides = [...root.querySelectorAll<HTMLElement>('[data-slide]')];
  const dots = [...root.querySelectorAll<HTMLButtonElement>('[data-dot]')];
  if (slides.length < 2) return;
  let current = 0;
  let timer: number | undefined;

  const show = (index: number) => {
    current = (index + slides.length) % slides.length;
    slides.forEach((slide, i) => slide.toggleAttribute('data-active', i === current));
    dots.forEach((dot, i) =>
      i === current
        ? dot.setAttribute('aria-current', 'true')
        : dot.removeAttribute('aria-current'),
    );
  };

  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');
  const stop = () => window.clearInterval(timer);
  const start = () => {
    stop();
    if (!reduced.matches) timer = window.setInterval(() => show(current + 1), INTERVAL);
  };

  root.querySelector('[data-hero-prev]')?.addEventListener('click', () => show(current - 1));
  root.querySelector('[data-hero-next]')?.addEventListener('click', () => show(current + 1));
  dots.forEach((dot, i) => dot.addEventListener('click', () => show(i)));
  root.addEventListener('mouseenter', stop);
  root.addEventListener('mouseleave', () => !root.contains(document.activeElement) && start());
  root.addEventListener('focusin', stop);
  root.addEventListener('focusout', (event) => {
    if (!root.contains(event.relatedTarget as Node | null)) start();
  });
  reduced.addEventListener('change', start);
  start();
}
