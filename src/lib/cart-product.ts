import type { CartProduct } from '../stores/cart';

/**
 * What an Add To Cart button carries in `data-product` (read by src/scripts/product-actions.ts),
 * so the cart can show the piece before the network answers.
 */
export const cartProductJson = (product: CartProduct & { image: { url: string } | null }) =>
  JSON.stringify({
    _id: product._id,
    name: product.name,
    code: product.code,
    price: product.price,
    discount: product.discount,
    total_price: product.total_price,
    status: product.status,
    image: product.image ? { url: product.image.url } : null,
  } satisfies CartProduct);
