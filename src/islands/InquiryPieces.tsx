import { clampQty } from '../contract/cart';
import { $cart, type CartEntry } from '../stores/cart';

/** A piece the inquiry carries from the cart: what the form shows and what it sends. */
export type InquiryPiece = Pick<CartEntry, 'pId' | 'qty' | 'size' | 'name' | 'code' | 'image'>;

/**
 * The pieces the address brings: from the cart's "Inquiry Now" (`?from=cart`) the cart's lines
 * with these codes, each as it is (quantity and size); from a product page's, for a piece made in
 * sizes, that piece in the size chosen (`?piece={id}&size=14&qty=1`); none otherwise.
 */
export function piecesFromAddress(codes: readonly string[]): InquiryPiece[] {
  const query = new URLSearchParams(window.location.search);
  const piece = query.get('piece');
  const size = query.get('size');
  if (piece && size && codes.length === 1) {
    const qty = clampQty(query.get('qty'));
    return [{ pId: piece, qty, size, name: '', code: codes[0]!, image: null }];
  }
  if (query.get('from') !== 'cart') return [];
  return $cart
    .get()
    .filter((entry) => codes.includes(entry.code))
    .map(({ pId, qty, size, name, code, image }) => ({ pId, qty, size, name, code, image }));
}

/** The pieces above the code chips: thumbnail, name, size and quantity. */
export function InquiryPieces({ pieces }: { pieces: readonly InquiryPiece[] }) {
  if (!pieces.length) return null;
  const fromCart = new URLSearchParams(window.location.search).get('from') === 'cart';
  return (
    <ul
      role="list"
      className="inquiry-pieces"
      aria-label={fromCart ? 'Pieces from your cart' : 'The piece you chose'}
    >
      {pieces.map((piece) => (
        <li key={`${piece.pId}-${piece.size ?? ''}`} className="inquiry-piece" data-piece>
          {piece.image ? (
            <img src={piece.image} alt="" width={56} height={56} loading="lazy" />
          ) : (
            <span className="inquiry-piece-thumb" />
          )}
          <span className="inquiry-piece-name">
            {piece.name}
            <span className="inquiry-piece-code">
              {piece.code}
              {piece.size ? ` · size ${piece.size}` : ''}
            </span>
          </span>
          <span className="inquiry-piece-qty" data-qty>
            Qty {piece.qty}
          </span>
        </li>
      ))}
    </ul>
  );
}
