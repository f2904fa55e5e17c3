// The inquiry desk's list state lives in the address (`?stage=new&q=meera&page=2`), so a reload, a
// bookmark or the back button from one inquiry returns to the same filtered page.
import { pageSizeLimit } from '../../contract/paging';
import { stages, type Stage } from '../../contract/stages';

/** How the list can be ordered, as the owner picks it. */
export const sortChoices = {
  newest: { sort: 'created', dir: 'desc', label: 'Newest first' },
  oldest: { sort: 'created', dir: 'asc', label: 'Oldest first' },
  updated: { sort: 'updated', dir: 'desc', label: 'Recently updated' },
  name: { sort: 'name', dir: 'asc', label: 'Name A–Z' },
  stage: { sort: 'stage', dir: 'asc', label: 'Stage' },
} as const;
export type SortChoice = keyof typeof sortChoices;

/** What the list shows: every filter, the order and the page. */
export interface DeskView {
  stage: Stage | '';
  kind: 'inquiry' | 'contact' | '';
  from: string;
  to: string;
  q: string;
  followUp: boolean;
  order: SortChoice;
  page: number;
  pageSize: number;
}

export const defaultView: DeskView = {
  stage: '',
  kind: '',
  from: '',
  to: '',
  q: '',
  followUp: false,
  order: 'newest',
  page: 1,
  pageSize: pageSizeLimit.default,
};

const day = /^\d{4}-\d{2}-\d{2}$/;
const wholeIn = (text: string | null, min: number, max: number, fallback: number) => {
  const n = Number(text);
  return text && Number.isInteger(n) && n >= min && n <= max ? n : fallback;
};
const isStage = (value: string | null): value is Stage =>
  (stages as readonly (string | null)[]).includes(value);

/** The view an address asks for; anything unknown or malformed falls back to the default. */
export function viewFromSearch(search: string): DeskView {
  const params = new URLSearchParams(search);
  const text = (key: string) => params.get(key)?.trim() ?? '';
  const order = Object.entries(sortChoices).find(
    ([, choice]) => choice.sort === params.get('sort') && choice.dir === params.get('dir'),
  )?.[0] as SortChoice | undefined;
  const stage = params.get('stage');
  const kind = params.get('kind');
  return {
    stage: isStage(stage) ? stage : '',
    kind: kind === 'inquiry' || kind === 'contact' ? kind : '',
    from: day.test(text('from')) ? text('from') : '',
    to: day.test(text('to')) ? text('to') : '',
    q: text('q').slice(0, 100),
    followUp: params.get('followUp') === 'true',
    order: order ?? 'newest',
    page: wholeIn(params.get('page'), 1, 1_000_000, 1),
    pageSize: wholeIn(params.get('pageSize'), 1, pageSizeLimit.max, pageSizeLimit.default),
  };
}

/**
 * The query string of a view (`stage=new&page=2`), defaults left out; `withPage: false` leaves out
 * the page too (the CSV export takes the filters and the order only).
 */
export function searchOfView(view: DeskView, { withPage = true } = {}): string {
  const params = new URLSearchParams();
  for (const key of ['stage', 'kind', 'from', 'to', 'q'] as const)
    if (view[key]) params.set(key, view[key]);
  if (view.followUp) params.set('followUp', 'true');
  if (view.order !== 'newest') {
    params.set('sort', sortChoices[view.order].sort);
    params.set('dir', sortChoices[view.order].dir);
  }
  if (withPage && view.page !== 1) params.set('page', String(view.page));
  if (withPage && view.pageSize !== pageSizeLimit.default)
    params.set('pageSize', String(view.pageSize));
  return params.toString();
}

/** Whether any filter narrows the list (the order and page do not). */
/** The desk list's API path for a view. */
export function inquiryListPath(view: DeskView): string {
  const search = searchOfView(view);
  return `/api/admin/inquiries${search ? `?${search}` : ''}`;
}

export const isFiltered = (view: DeskView) =>
  Boolean(view.stage || view.kind || view.from || view.to || view.q || view.followUp);
