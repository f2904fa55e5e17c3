// Proof that the browser sees the API the server defines (DESIGN §10 "One contract across the
// network"). Never run: `npm run typecheck` checks it. Rename a field in a route's answer or body
// (`User` in GET /api/user/me, `qty` in add-to-db) and an `expectTypeOf` line below fails; a field
// the server does not have is refused, or its `@ts-expect-error` line fails.
import type { InferRequestType, InferResponseType } from 'hono/client';
import { expectTypeOf } from 'vitest';
import type { CartLineJson } from '../contract/cart';
import type { client } from './api-client';

type Me = InferResponseType<typeof client.user.me.$get>;
expectTypeOf<Me['User']>().toEqualTypeOf<{ _id: string; name: string; email: string }>();
expectTypeOf<Me['cartId']>().toEqualTypeOf<string>();
// @ts-expect-error: GET /api/user/me answers no `userName`.
export type NoSuchAnswerField = Me['userName'];

type Merge = (typeof client.cart)['state-to-cart'][':userId']['$post'];
expectTypeOf<InferResponseType<Merge>['UserCart']['products']>().toEqualTypeOf<CartLineJson[]>();
type ReadCart = (typeof client.cart)[':userId']['$get'];
expectTypeOf<InferResponseType<ReadCart>['UserCart']['products']>().toEqualTypeOf<CartLineJson[]>();

type AddToCart = (typeof client.cart)['add-to-db'][':userId']['$post'];
expectTypeOf<InferRequestType<AddToCart>['json']>().toEqualTypeOf<{
  pId: string;
  qty?: number;
  size?: string;
}>();
expectTypeOf<InferRequestType<AddToCart>['param']>().toEqualTypeOf<{ userId: string }>();
// @ts-expect-error: the cart line's body has no `quantity`.
export const noSuchBodyField: InferRequestType<AddToCart>['json'] = { pId: 'x', quantity: 2 };
