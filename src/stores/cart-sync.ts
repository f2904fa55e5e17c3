// Every call the browser makes about the cart (DESIGN §9 "Cart calls"): the background save of one
// line, the merge of the local cart at sign-in and the read of the signed-in customer's cart. No
// other module calls /api/cart, so the cart's side of the network is read and changed here.
import type { CartLine } from '../contract/cart';
import { client, send } from '../lib/api-client';
import type { StoredUser } from './session';

/**
 * Save one line's final state for the signed-in customer: its quantity (1–10), or its removal when
 * `qty` is 0. The answer to a save carries the quantity the server now holds.
 */
export function saveCartLine(user: StoredUser, line: CartLine) {
  const productId = encodeURIComponent(line.pId);
  const size = line.size ? { size: line.size } : {};
  if (line.qty > 0) {
    return send(
      client.cart['add-to-db'][':userId'].$post({
        param: { userId: encodeURIComponent(user._id) },
        json: { pId: line.pId, qty: line.qty, ...size },
      }),
    );
  }
  return send(
    client.cart['delete-from-db-cart'][':cartId'][':productId'].$delete({
      param: { cartId: encodeURIComponent(user.cartId), productId },
      query: size,
    }),
  );
}

/** Merge the browser's lines into the customer's cart (at sign-in); answers the merged cart. */
export function mergeCartLines(user: StoredUser, lines: CartLine[]) {
  return send(
    client.cart['state-to-cart'][':userId'].$post({
      param: { userId: encodeURIComponent(user._id) },
      json: { state_cart: JSON.stringify(lines) },
    }),
  );
}

/** The signed-in customer's cart as the server holds it: current prices, hidden products gone. */
export function readServerCart(user: StoredUser) {
  return send(client.cart[':userId'].$get({ param: { userId: encodeURIComponent(user._id) } }));
}
