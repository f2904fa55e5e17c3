// Content collections for the static pages: the Journal's posts and the terms' sections.
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

/** Journal posts (reference §3 "Blog post"); the id is the file name, readTime is counted from the text. */
const blog = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/blog' }),
  schema: z.object({
    title: z.string().min(10).max(90),
    excerpt: z.string().min(60).max(220),
    date: z.coerce.date(),
    author: z.string(),
    category: z.enum(['Heritage', 'Guide', 'Care', 'Craft']),
    /** A catalogue piece whose photograph illustrates the post; silver artwork stands in if it is gone. */
    image: z.object({ product: z.string().regex(/^[A-Z0-9-]{2,32}$/) }),
    /** Search keywords of the article page, in front of the shop's own. */
    keywords: z.array(z.string()).min(1),
    /** The one heirloom story shown large at the top of the Journal. */
    featured: z.boolean().default(false),
  }),
});

/** The terms page's collapsible sections, in order; `anchor` is the section's fragment id. */
const terms = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/terms' }),
  schema: z.object({
    title: z.string(),
    order: z.number().int(),
    anchor: z.string().regex(/^[a-z][a-z-]*$/),
    open: z.boolean().default(false),
  }),
});

export const collections = { blog, terms };
