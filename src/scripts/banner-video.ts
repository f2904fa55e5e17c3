import { setText } from '../lib/dom';

/**
 * Plays the banner video only while it is on screen, so nothing of it but the poster loads with
 * the page. Shoppers who prefer reduced motion get the poster and a Play button; everyone can pause
 * (WCAG 2.2.2), and a pause they chose is kept when the video scrolls back into view.
 */
export function initBannerVideo(root: HTMLElement) {
  const video = root.querySelector<HTMLVideoElement>('[data-video]');
  const toggle = root.querySelector<HTMLButtonElement>('[data-video-toggle]');
  const label = toggle?.querySelector<HTMLElement>('[data-video-label]');
  if (!video || !toggle || !label) return;

  let pausedByShopper = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  let onScreen = false;

  const sync = () => {
    const play = onScreen && !pausedByShopper;
    if (play && video.paused) video.play().catch(() => undefined);
    if (!play && !video.paused) video.pause();
    setText(label, pausedByShopper ? 'Play video' : 'Pause video');
  };

  toggle.hidden = false;
  toggle.addEventListener('click', () => {
    pausedByShopper = !pausedByShopper;
    sync();
  });
  new IntersectionObserver(
    ([entry]) => {
      onScreen = entry?.isIntersecting ?? false;
      sync();
    },
    { rootMargin: '200px 0px' },
  ).observe(video);
  sync();
}
