import { $cart, type CartEntry } from '../stores/cart';

/** A piece the inquiry carries from the cart: what the form shows and what it sends. */
export type InquiryPiece = Pick<CartEntry, 'pId' | 'qty' | 'size' | 'name' | 'code' | 'image'>;

/**
 * The cart's pieces with these codes, each line as it is (quantity and size), when the form was
 * opened from the cart's "Inquiry Now" (`?from=cart`); none otherwise.
 */
export function piecesFromCart(codes: readonly string[]): InquiryPiece[] {
  if (new URLSearchParams(window.location.search).get('from') !== 'cart') return [];
  return $cart
    .get()
    .filter((entry) => codes.includes(entry.code))
    .map(({ pId, qty, size, name, code, image }) => ({ pId, qty, size, name, code, image }));
}

/** The pieces above the code chips: thumbnail, name, size and quantity. */
export function InquiryPieces({ pieces }: { pieces: readonly InquiryPiece[] }) {
  if (!pieces.length) return null;
  return (
    <ul role="list" className="inquiry-pieces" aria-label="Pieces from your cart">
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
