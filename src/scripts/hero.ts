import { setText } from '../lib/dom';

const INTERVAL = 5000;

/**
 * Slides change every 5 s and wrap both ways (WCAG 2.2.2, the APG carousel): the Pause/Play button
 * stops and restarts the rotation for good, hovering or focusing the slider holds it for as long
 * as the pointer or focus stays, and with reduced motion it never starts by itself.
 */
export function initHero(root: HTMLElement) {
  const slides = [...root.querySelectorAll<HTMLElement>('[data-slide]')];
  const dots = [...root.querySelectorAll<HTMLButtonElement>('[data-dot]')];
  const toggle = root.querySelector<HTMLButtonElement>('[data-hero-toggle]');
  const toggleLabel = toggle?.querySelector<HTMLElement>('[data-hero-toggle-label]');
  const live = root.querySelector<HTMLElement>('[data-hero-live]');
  if (slides.length < 2) return;
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');
  let current = 0;
  let timer: number | undefined;
  let pausedByShopper = reduced.matches;
  let hovered = false;
  let focused = false;

  // The hidden slides' pictures wait in templates until the page has loaded and painted, so they
  // never compete with the first one.
  const fetchPictures = () => {
    for (const template of root.querySelectorAll<HTMLTemplateElement>(
      'template[data-hero-picture]',
    ))
      template.replaceWith(template.content);
  };
  const afterPaint = () =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(fetchPictures)));
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });

  const show = (index: number) => {
    fetchPictures();
    current = (index + slides.length) % slides.length;
    slides.forEach((slide, i) => slide.toggleAttribute('data-active', i === current));
    dots.forEach((dot, i) =>
      i === current
        ? dot.setAttribute('aria-current', 'true')
        : dot.removeAttribute('aria-current'),
    );
  };

  const sync = () => {
    const rotate = !pausedByShopper && !hovered && !focused;
    if (rotate && timer === undefined) {
      timer = window.setInterval(() => show(current + 1), INTERVAL);
    } else if (!rotate && timer !== undefined) {
      window.clearInterval(timer);
      timer = undefined;
    }
    // Screen readers hear a slide change only when it is not the rotation making it.
    live?.setAttribute('aria-live', rotate ? 'off' : 'polite');
    if (toggle && toggleLabel) {
      toggle.toggleAttribute('data-paused', pausedByShopper);
      setText(toggleLabel, pausedByShopper ? 'Play slideshow' : 'Pause slideshow');
    }
  };

  root.querySelector('[data-hero-prev]')?.addEventListener('click', () => show(current - 1));
  root.querySelector('[data-hero-next]')?.addEventListener('click', () => show(current + 1));
  dots.forEach((dot, i) => dot.addEventListener('click', () => show(i)));
  if (toggle) {
    toggle.toggleAttribute('data-ready', true);
    toggle.addEventListener('click', () => {
      pausedByShopper = !pausedByShopper;
      // Pressing Play is an explicit request: it overrides the hold of the pointer and focus
      // that are on the button, until they leave and come back.
      if (!pausedByShopper) hovered = focused = false;
      sync();
    });
  }
  root.addEventListener('mouseenter', () => {
    hovered = true;
    sync();
  });
  root.addEventListener('mouseleave', () => {
    hovered = false;
    sync();
  });
  root.addEventListener('focusin', () => {
    focused = true;
    sync();
  });
  root.addEventListener('focusout', (event) => {
    if (root.contains(event.relatedTarget as Node | null)) return;
    focused = false;
    sync();
  });
  reduced.addEventListener('change', () => {
    pausedByShopper = reduced.matches;
    sync();
  });
  sync();
}
