// @ts-check
// `astro build` for site-build.ts, through Astro's JavaScript API instead of its command line, so a
// build can leave out the content sync (about 1 s of a 5 s build at 5,000 products). site-build.ts
// asks for that only when the build replaces a site made from the same sources, whose build synced
// the same content into Astro's data store, and the store is still there.
import { build } from 'astro';

// `sync` is an option of Astro's builder (AstroBuilderOptions) that the public type leaves out.
const options = { devOutput: false, sync: process.env.CHANDI_CONTENT_SYNCED !== '1' };
await build({ logLevel: 'silent' }, options);
