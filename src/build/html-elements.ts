// Where a built page's elements are, found by an HTML parser (htmlparser2) rather than by patterns
// over the text: a build step that changes a page replaces exactly an element's text and leaves
// every other byte as Astro wrote it.
import { Parser } from 'htmlparser2';

/** One element of a page, where it starts and ends in the page's text. */
export interface HtmlElement {
  name: string;
  /** Its attributes' values as written, entities not decoded. */
  attributes: Record<string, string>;
  /** Index of its `<`. */
  start: number;
  /** Index just after its end tag (after its start tag for a void element). */
  end: number;
  /** Its content as written, for an element with an end tag (a script's or a style's code). */
  content: string;
}

/** The page's elements named in `names`, in the order they open. */
export function elementsOf(html: string, names: ReadonlySet<string>): HtmlElement[] {
  type Reading = HtmlElement & { contentStart: number };
  const found: Reading[] = [];
  const open: Reading[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (!names.has(name)) return;
        const element = {
          name,
          attributes,
          start: parser.startIndex,
          end: parser.endIndex + 1,
          content: '',
          contentStart: parser.endIndex + 1,
        };
        found.push(element);
        open.push(element);
      },
      onclosetag(name, implied) {
        if (!names.has(name)) return;
        const element = open.pop();
        if (!element) return;
        if (implied) {
          element.end = Math.max(element.contentStart, parser.startIndex);
          element.content = html.slice(element.contentStart, element.end);
        } else {
          element.content = html.slice(element.contentStart, parser.startIndex);
          element.end = parser.endIndex + 1;
        }
      },
    },
    // Values as written: what is put back is what was there, and decoding costs more than the
    // rest of the parse (a 5,000-product build reads every page).
    { decodeEntities: false, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return found.map(({ contentStart: _, ...element }) => element);
}

/** An attribute value as written (entities and all), between double quotes. */
const quoted = (value: string) => value.replaceAll('"', '&quot;');

/** A start tag with these attributes, as written (a void element's whole text). */
export const startTag = (name: string, attributes: Record<string, string>) =>
  `<${name}${Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${quoted(value)}"`)
    .join('')}>`;

/** A change to a page: the text from `start` to `end` becomes `text`. */
export interface Splice {
  start: number;
  end: number;
  text: string;
}

/** `html` with each splice made (they do not overlap). */
export function spliced(html: string, splices: Splice[]): string {
  let page = html;
  // From the end, so that earlier positions hold; at one place, a replacement before an insertion.
  const fromTheEnd = [...splices].sort((a, b) => b.start - a.start || b.end - a.end);
  for (const { start, end, text } of fromTheEnd) {
    page = page.slice(0, start) + text + page.slice(end);
  }
  return page;
}
