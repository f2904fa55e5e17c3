import type { SearchDoc, SearchIndexFile } from '../lib/search';
import { searchResultHtml, thumbHtml } from '../lib/search-result';

/** The loaded search: ranked documents for a query. */
export interface Search {
  search(query: string, limit?: number): SearchDoc[];
}

let loaded: Promise<Search> | undefined;
let thumbs: Promise<Map<string, string>> | undefined;
let ids: string[] = [];

/**
 * The search over the build-time index: minisearch and the index are fetched on first use and
 * the search built once per page. Never rejects: offline it searches nothing and tries again next
 * time.
 */
export function loadSearch(): Promise<Search> {
  loaded ??= Promise.all([
    import('../lib/search'),
    fetch('/search-index.json').then((response) => {
      if (!response.ok) throw new Error(`search index: ${response.status}`);
      return response.json() as Promise<SearchIndexFile>;
    }),
  ])
    .then(([{ createSearch, decodeSearchIndex }, file]) => {
      const docs = decodeSearchIndex(file);
      ids = docs.map((doc) => doc.id);
      return createSearch(docs);
    })
    .catch(() => {
      loaded = undefined;
      return { search: () => [] };
    });
  return loaded;
}

// Thumbnail URLs by product id: the file lists them in the index's order, each product's id in
// its path written `*`.
function loadThumbs(): Promise<Map<string, string>> {
  thumbs ??= fetch('/search-thumbs.json')
    .then((response) => (response.ok ? (response.json() as Promise<(string | null)[]>) : []))
    .then(
      (urls) =>
        new Map(
          ids.flatMap((id, i) => {
            const url = urls[i];
            return url ? [[id, url.replace('/*/', `/${id}/`)] as [string, string]] : [];
          }),
        ),
    )
    .catch(() => {
      thumbs = undefined;
      return new Map<string, string>();
    });
  return thumbs;
}

/** Puts each listed result's thumbnail in once the thumbnails file has arrived (fetched on first call). */
export async function showThumbs(list: HTMLElement): Promise<void> {
  const urls = await loadThumbs();
  for (const frame of list.querySelectorAll<HTMLElement>('[data-thumb]')) {
    const url = urls.get(frame.dataset.thumb ?? '');
    if (url && !frame.firstChild) frame.innerHTML = thumbHtml(url);
  }
}

/** One result as a list item, the built bestsellers' markup (searchResultHtml); thumbnail to come. */
export function resultItem(doc: SearchDoc, className: string): HTMLLIElement {
  const template = document.createElement('template');
  template.innerHTML = searchResultHtml(doc, className);
  return template.content.firstElementChild as HTMLLIElement;
}
