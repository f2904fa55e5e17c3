// Thin-line icons drawn inline so they inherit colour and cost no requests. Always decorative:
// the control that holds one carries the accessible name.
import { escapeHtml } from './html';

const paths = {
  heart:
    'M12 20.3s-7.5-4.6-9.3-9.2C1.5 8 3.4 4.6 6.8 4.4c2.1-.1 3.9 1 5.2 2.9 1.3-1.9 3.1-3 5.2-2.9 3.4.2 5.3 3.6 4.1 6.7-1.8 4.6-9.3 9.2-9.3 9.2Z',
  bag: 'M5 8h14l-1 12.5H6L5 8Zm3.5 0V6.5a3.5 3.5 0 0 1 7 0V8',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7.5 8.5c.8-3.6 3.9-5.5 7.5-5.5s6.7 1.9 7.5 5.5',
  menu: 'M3.5 7h17M3.5 12h17M3.5 17h17',
  close: 'M5.5 5.5l13 13M18.5 5.5l-13 13',
  'chevron-left': 'M15 5l-7 7 7 7',
  'chevron-right': 'M9 5l7 7-7 7',
  'chevron-down': 'M6 9l6 6 6-6',
  'arrow-up': 'M12 19V5m-6 6 6-6 6 6',
  'arrow-right': 'M4 12h16m-6-6 6 6-6 6',
  pin: 'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  phone:
    'M6.6 3.5h2.8l1.4 4.2-2 1.3a11 11 0 0 0 6.2 6.2l1.3-2 4.2 1.4v2.8a2 2 0 0 1-2.2 2C9.6 19 5 14.4 4.6 5.7a2 2 0 0 1 2-2.2Z',
  mail: 'M3.5 6h17v12h-17V6Zm0 .5 8.5 6.5 8.5-6.5',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-13.5V12l3 2',
  instagram:
    'M7.5 3.5h9a4 4 0 0 1 4 4v9a4 4 0 0 1-4 4h-9a4 4 0 0 1-4-4v-9a4 4 0 0 1 4-4Zm4.5 13a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm5-10.2v.01',
  facebook:
    'M14.5 20.5v-7h2.4l.4-3h-2.8V8.8c0-.9.3-1.5 1.5-1.5h1.4V4.6a18 18 0 0 0-2.1-.1c-2.1 0-3.5 1.3-3.5 3.6v2.4H9.4v3h2.4v7',
  youtube:
    'M3.5 8.5a3 3 0 0 1 2.7-2.8C8 5.6 10 5.5 12 5.5s4 .1 5.8.2a3 3 0 0 1 2.7 2.8c.1 1.1.2 2.3.2 3.5s-.1 2.4-.2 3.5a3 3 0 0 1-2.7 2.8c-1.8.1-3.8.2-5.8.2s-4-.1-5.8-.2a3 3 0 0 1-2.7-2.8c-.1-1.1-.2-2.3-.2-3.5s.1-2.4.2-3.5ZM10.3 9.3v5.4l4.6-2.7-4.6-2.7Z',
  pinterest:
    'M12 20.5a8.5 8.5 0 1 0-3-.6m1.8-6.9-1.8 7.5m1.4-5.8c.5 1 1.4 1.5 2.5 1.5 2.3 0 3.8-2.1 3.8-4.6 0-2.4-2-4.2-4.7-4.2-3 0-5 2.1-5 4.6 0 1 .4 2 1.1 2.4',
  chat: 'M4 19.5l1.3-3.8A8 8 0 1 1 8.5 19L4 19.5Z',
  filter: 'M4 7h10m4 0h2M4 17h4m4 0h8M16 5v4M10 15v4',
  search: 'M10.5 18a7.5 7.5 0 1 0 0-15 7.5 7.5 0 0 0 0 15Zm5.3-2.2L21 21',
  pause: 'M9 5.5v13M15 5.5v13',
  play: 'M8 5.5v13l10.5-6.5L8 5.5Z',
} as const;

/** The name of an icon `iconSvg` draws. */
export type IconName = keyof typeof paths;

/** The icon as an inline SVG string, `size` pixels square, hidden from assistive technology. */
export function iconSvg(name: IconName, size = 20, className?: string): string {
  const classAttribute = className ? ` class="${escapeHtml(className)}"` : '';
  return (
    `<svg${classAttribute} width="${size}" height="${size}" viewBox="0 0 24 24" fill="none"` +
    ` stroke="currentColor" stroke-width="1.4" stroke-linecap="round" stroke-linejoin="round"` +
    ` aria-hidden="true" focusable="false"><path d="${paths[name]}"></path></svg>`
  );
}
