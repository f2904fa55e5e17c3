import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { cartSignInPath, maxQty } from '../contract/cart';
import { shopperRupees } from '../contract/money';
import type { ShopSettings } from '../lib/shop';
import {
  $cart,
  $cartSummary,
  refreshCartFromServer,
  setShippingRule,
  removeFromCart,
  setCartQty,
} from '../stores/cart';
import { $user, confirmUser } from '../stores/session';
import { quickToast } from '../stores/toast';
import { PriceChanged, PriceChangeSummary } from './PriceChanged';
import RelatedProducts from './RelatedProducts';
import { SeenBreakup } from './SeenBreakup';
import { TradeLinePrice, TradeSummary, tradeUnit } from './TradeCartBits';
import { useTradePrices } from './use-trade-prices';

const quantities = Array.from({ length: maxQty }, (_, i) => i + 1);

/** How a line is named to a screen reader: "Ruby Ring, size 14" (the name alone without a size). */
const lineName = (e: { name: string; size?: string }) =>
  e.size ? `${e.name}, size ${e.size}` : e.name;

/** The id of a line's quantity select. */
const lineId = (e: { pId: string; size?: string }) =>
  e.size ? `qty-${e.pId}-${e.size}` : `qty-${e.pId}`;

/**
 * The cart page (reference §2 "Cart"): table, order summary and suggestions, for a guest as for a
 * customer (the reference's login gate is a defect: docs/decisions/039). A signed-in customer's
 * cart is read from the server; a guest is offered to sign in to keep it across devices.
 */
export default function CartPage({ shipping }: { shipping: ShopSettings['shipping'] }) {
  // The page's rule (the owner's settings when it was built), before the summary is first read.
  useState(() => setShippingRule(shipping));
  const freeAbove = shopperRupees(shipping.freeAbove);
  const user = useStore($user);
  const entries = useStore($cart);
  const summary = useStore($cartSummary);
  const [related] = useState(() => $cart.get().map((e) => e.pId));
  // An approved trade buyer's prices and minimums (none for anyone else), from the API.
  const trade = useTradePrices(
    user?._id ?? null,
    entries.map((e) => e.pId),
  );

  useEffect(() => {
    if (!$user.get()) return;
    void confirmUser().then((state) => {
      const current = $user.get();
      if (state === 'signed-in' && current) void refreshCartFromServer(current);
    });
  }, []);

  // Each code once: the inquiry form takes every line of it from the cart, sizes and all.
  const codes = [...new Set(entries.map((e) => e.code).filter(Boolean))];
  return (
    <>
      {!user && (
        <p className="cart-keep">
          <a href={cartSignInPath}>Sign in</a> to keep your cart on all your devices.
        </p>
      )}
      {entries.length === 0 ? (
        <div className="cart-empty">
          <h2>Your cart is empty</h2>
          <p>Looks like you haven&apos;t added any jewelry to your cart yet.</p>
          <a className="btn" href="/shop/product">
            Browse Products
          </a>
        </div>
      ) : (
        <div className="cart-layout">
          <section aria-labelledby="cart-items-title">
            <h2 id="cart-items-title" className="sr-only">
              Items in your cart
            </h2>
            <PriceChangeSummary lines={entries} />
            <table className="cart-table">
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col">Price</th>
                  <th scope="col">Quantity</th>
                  <th scope="col">Total</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((e) => (
                  <tr key={`${e.pId}-${e.size ?? ''}`}>
                    <td className="cart-product">
                      {e.image ? (
                        <img src={e.image} alt="" width={88} height={88} loading="lazy" />
                      ) : (
                        <span className="cart-thumb" />
                      )}
                      <div>
                        <a className="cart-name" href={`/prod-detail/${e.pId}`}>
                          {e.name}
                        </a>
                        <p className="cart-code">Code: {e.code}</p>
                        {e.size && <p className="cart-size">Size: {e.size}</p>}
                        {!e.status && <p className="cart-out">Out of stock</p>}
                        <button
                          type="button"
                          className="cart-remove"
                          aria-label={`Remove ${lineName(e)} from cart`}
                          onClick={() => {
                            removeFromCart(e.pId, e.size);
                            quickToast('Item removed from cart');
                          }}
                        >
                          Remove
                        </button>
                      </div>
                    </td>
                    <td data-label="Price">
                      <span className="cart-now">{shopperRupees(e.total_price)}</span>
                      {e.discount > 0 && (
                        <s className="cart-was">
                          <span className="sr-only">Original price </span>
                          {shopperRupees(e.price)}
                        </s>
                      )}
                      <PriceChanged line={e} />
                      <SeenBreakup breakup={e.seen_breakup} />
                      {trade.prices.has(e.pId) && (
                        <TradeLinePrice price={trade.prices.get(e.pId)!} />
                      )}
                    </td>
                    <td data-label="Quantity">
                      <label className="sr-only" htmlFor={lineId(e)}>
                        Quantity of {lineName(e)}
                      </label>
                      <select
                        className="select"
                        id={lineId(e)}
                        value={e.qty}
                        onChange={(event) => setCartQty(e.pId, Number(event.target.value), e.size)}
                      >
                        {quantities
                          .filter((n) => n >= (trade.prices.get(e.pId)?.min_qty ?? 1))
                          .map((n) => (
                            <option key={n} value={n}>
                              {n}
                            </option>
                          ))}
                      </select>
                    </td>
                    <td data-label="Total" className="cart-line-total">
                      {shopperRupees(
                        (Math.round(tradeUnit(e, trade.prices.get(e.pId)) * 100) * e.qty) / 100,
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <aside className="cart-summary" aria-labelledby="summary-title">
            <h2 id="summary-title">Order Summary</h2>
            <dl>
              <div>
                <dt>Subtotal</dt>
                <dd data-summary="subtotal">{shopperRupees(summary.subtotal)}</dd>
              </div>
              <div>
                <dt>Shipping</dt>
                <dd data-summary="shipping">
                  {summary.shipping === 0
                    ? `Free (${shopperRupees(0)})`
                    : shopperRupees(summary.shipping)}
                </dd>
              </div>
              <div className="cart-grand">
                <dt>Total</dt>
                <dd data-summary="total">{shopperRupees(summary.total)}</dd>
              </div>
              {trade.prices.size > 0 && (
                <TradeSummary lines={entries} prices={trade.prices} exchange={trade.exchange} />
              )}
            </dl>
            <p className="cart-ship-note">
              Free shipping within India on orders above {freeAbove}.
            </p>
            <a
              className="btn cart-inquiry"
              href={`/inquiry/${codes.map(encodeURIComponent).join(',')}?from=cart`}
            >
              Inquiry Now
            </a>
            <a className="btn btn-ghost" href="/shop/product">
              Continue Shopping
            </a>
            <p className="cart-secure">
              <svg
                width="16"
                height="16"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
                aria-hidden="true"
              >
                <path d="M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3" />
              </svg>
              Secure inquiry: no payment is taken online. We confirm price, size and availability
              with you first.
            </p>
          </aside>
        </div>
      )}
      <RelatedProducts exclude={related} />
    </>
  );
}
