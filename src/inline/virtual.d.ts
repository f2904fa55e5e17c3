// The compiled inline scripts, served to the layouts by src/build/inline-code.ts.
declare module 'virtual:chandi/inline' {
  /** The script every page runs first in its head (src/inline/head.ts). */
  export const headScript: string;
  /** The script right after the site header (src/inline/header.ts). */
  export const headerScript: string;
}
