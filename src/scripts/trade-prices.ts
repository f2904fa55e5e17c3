// Trade prices painted onto the pre-rendered cards and product page for an approved trade buyer
// (DESIGN §11): the pages carry retail prices only; after sign-in this asks the API for the trade
// price, minimum and indicative foreign amounts of the pieces on the page. For a guest it does
// nothing; for a customer who is not a trade buyer it asks once per visit.
import { shopperRupees } from '../contract/money';
import { indicativeText, type TradePriceJson } from '../contract/trade';
import { client } from '../lib/api-client';
import { isTradeBuyer } from '../lib/trade-buyer';
import { $user } from '../stores/session';

const painted = 'data-trade-painted';
const paintClass = 'trade-paint';
let userId: string | null = null;
const known = new Map<string, TradePriceJson>();
let asking: Promise<void> | null = null;

/** The piece ids on the page: every card, and the product page's own piece. */
function pieceIds(): string[] {
  const cards = [...document.querySelectorAll<HTMLElement>('[data-product-card]')].map(
    (card) => card.dataset.productCard ?? '',
  );
  const detail = document.querySelector<HTMLElement>('.detail-info [data-wish]')?.dataset.wish;
  return [...new Set([...cards, ...(detail ? [detail] : [])])].filter(Boolean);
}

function line(className: string, text: string): HTMLParagraphElement {
  const p = document.createElement('p');
  p.className = `${paintClass} ${className}`;
  p.textContent = text;
  return p;
}

/** "Trade ₹5,973 · min 6", or only the minimum when the piece keeps its retail price. */
function tradeText(price: TradePriceJson, long: boolean): string {
  const min =
    price.min_qty > 1
      ? long
        ? `minimum ${price.min_qty} per design`
        : `min ${price.min_qty}`
      : '';
  const trade =
    price.trade_price === null
      ? ''
      : `${long ? 'Trade price' : 'Trade'} ${shopperRupees(price.trade_price)}`;
  return [trade, min].filter(Boolean).join(' · ');
}

function paintAfter(anchor: Element, price: TradePriceJson, long: boolean) {
  const lines = [];
  const text = tradeText(price, long);
  if (text) lines.push(line('trade-price', text));
  if (price.indicative) lines.push(line('trade-fx', indicativeText(price.indicative)));
  anchor.after(...lines);
}

function paint() {
  for (const card of document.querySelectorAll<HTMLElement>(
    `[data-product-card]:not([${painted}])`,
  )) {
    const price = known.get(card.dataset.productCard ?? '');
    const anchor = card.querySelector('.card-price');
    if (!price || !anchor) continue;
    card.setAttribute(painted, '');
    paintAfter(anchor, price, false);
  }
  const info = document.querySelector<HTMLElement>(`.detail-info:not([${painted}])`);
  const detailId = info?.querySelector<HTMLElement>('[data-wish]')?.dataset.wish;
  const price = detailId ? known.get(detailId) : undefined;
  const anchor = info?.querySelector('.detail-price');
  if (info && price && anchor) {
    info.setAttribute(painted, '');
    paintAfter(anchor, price, true);
  }
}

/** The ids of the cards the listing shows now, in its order (filters and sort applied). */
const shownIds = (grid: Element) =>
  [...grid.querySelectorAll<HTMLElement>('[data-product-card]')]
    .map((card) => card.dataset.productCard ?? '')
    .filter(Boolean)
    .slice(0, 500);

const sheetUrl = (grid: Element) =>
  `/api/trade/line-sheet?ids=${encodeURIComponent(shownIds(grid).join(','))}`;

/** Share the sheet as a file (WhatsApp and the like) where the browser can; else download it. */
async function shareSheet(grid: Element) {
  const response = await fetch(sheetUrl(grid), { credentials: 'same-origin' });
  if (!response.ok) return;
  const file = new File([await response.blob()], 'line-sheet.pdf', { type: 'application/pdf' });
  if (navigator.canShare?.({ files: [file] })) {
    await navigator.share({ files: [file], title: 'Line sheet' }).catch(() => {});
    return;
  }
  const link = document.createElement('a');
  link.href = URL.createObjectURL(file);
  link.download = file.name;
  link.click();
  URL.revokeObjectURL(link.href);
}

/** Above a listing's grid: the line sheet of the pieces it shows, to download or share. */
function paintSheetActions() {
  const grid = document.querySelector('[data-grid]');
  if (!grid || document.querySelector('.trade-sheet')) return;
  const bar = document.createElement('p');
  bar.className = `${paintClass} trade-sheet`;
  const download = document.createElement('a');
  download.className = 'btn btn-ghost';
  download.textContent = 'Download line sheet (PDF)';
  download.href = sheetUrl(grid);
  // The address follows the filters when the link is used, not when it was drawn.
  download.addEventListener('click', () => (download.href = sheetUrl(grid)));
  const share = document.createElement('button');
  share.type = 'button';
  share.className = 'btn btn-ghost';
  share.textContent = 'Share line sheet';
  share.addEventListener('click', () => void shareSheet(grid));
  bar.append(download, ' ', share);
  grid.before(bar);
}

/** Take every trade price off the page (the buyer signed out). */
function unpaint() {
  for (const element of document.querySelectorAll(`.${paintClass}`)) element.remove();
  for (const element of document.querySelectorAll(`[${painted}]`)) element.removeAttribute(painted);
  known.clear();
}

async function ask(): Promise<void> {
  if (!userId || !(await isTradeBuyer(userId))) return;
  const ids = pieceIds().filter((id) => !known.has(id));
  for (let start = 0; start < ids.length; start += 500) {
    const response = await client.trade.prices
      .$get({ query: { ids: ids.slice(start, start + 500).join(',') } })
      .catch(() => null);
    // Signed out or no longer approved meanwhile: nothing to show.
    if (!response?.ok) return;
    const body = (await response.json()) as { prices: TradePriceJson[] };
    for (const price of body.prices) known.set(price._id, price);
  }
  paint();
  // Known prices mean an approved buyer: their listings offer the line sheet.
  if (known.size) paintSheetActions();
}

function askSoon() {
  asking ??= ask().finally(() => (asking = null));
}

/** Start painting trade prices for a signed-in trade buyer, now and as cards are added. */
export function initTradePrices(): void {
  $user.subscribe((user) => {
    const next = user?._id ?? null;
    if (next === userId) return;
    if (userId) unpaint();
    userId = next;
    askSoon();
  });
  // Listings draw more cards on "Show more", filters and sorts: ask for the new ones.
  let timer: ReturnType<typeof setTimeout> | undefined;
  new MutationObserver(() => {
    if (!userId) return;
    clearTimeout(timer);
    timer = setTimeout(askSoon, 100);
  }).observe(document.body, { childList: true, subtree: true });
}
