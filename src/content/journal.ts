// The Journal's posts as pages use them: newest first, with reading time and a catalogue photograph.
import { getCollection, type CollectionEntry } from 'astro:content';
import { getProducts, type ProductJson } from '../build/catalogue';

export type PostEntry = CollectionEntry<'blog'>;
type Photo = NonNullable<ProductJson['image']>;

export interface JournalPost {
  entry: PostEntry;
  href: string;
  /** Minutes, counted from the text at 200 words a minute. */
  readTime: number;
  /** The illustrating piece's photograph, or null when that piece is no longer in the catalogue. */
  photo: Photo | null;
}

const WORDS_PER_MINUTE = 200;

/** Whole minutes to read a text, rounded up. */
export const readingMinutes = (text: string) =>
  Math.max(1, Math.ceil(text.split(/\s+/).filter(Boolean).length / WORDS_PER_MINUTE));

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "18 April 2025". */
export const formatPostDate = (date: Date) => dateFormat.format(date);

/** Every post, newest first, each with its reading time and photograph resolved at build time. */
export async function getJournal(): Promise<JournalPost[]> {
  const [entries, products] = await Promise.all([getCollection('blog'), getProducts()]);
  const byCode = new Map(products.map((product) => [product.code, product]));
  return entries
    .sort((a, b) => b.data.date.getTime() - a.data.date.getTime())
    .map((entry) => ({
      entry,
      href: `/shop/blog/${entry.id}`,
      readTime: readingMinutes(entry.body ?? ''),
      photo: byCode.get(entry.data.image.product)?.image ?? null,
    }));
}
