import { createMiddleware } from 'hono/factory';
import type { AppDeps } from '../deps';
import { findUser, type UserRow } from '../features/user/user.service';
import { HttpError } from '../lib/errors';
import { sessionSubject } from './session';

export type CustomerVariables = { customer: UserRow };

/** 401 unless a customer is signed in; the route then finds them in `c.var.customer`. */
export const requireCustomer = (deps: AppDeps) =>
  createMiddleware<{ Variables: CustomerVariables }>(async (c, next) => {
    const userId = await sessionSubject(c, deps, 'customer');
    const user = userId ? await findUser(deps.db, userId) : null;
    if (!user) throw new HttpError(401, 'Please login first');
    c.set('customer', user);
    await next();
  });

/** 403 unless the path's id is the signed-in customer's own. */
export function assertOwn(expected: string, given: string | undefined): void {
  if (given !== expected) throw new HttpError(403, 'You can only change your own account');
}

/**
 * After `requireCustomer` and the path's validator: 403 unless the path's `{userId}` (or `{cartId}`)
 * is the signed-in customer's own, before the body is looked at.
 */
export const ownAccount = (param: 'userId' | 'cartId') =>
  createMiddleware<{ Variables: CustomerVariables }>(async (c, next) => {
    const { customer } = c.var;
    assertOwn(param === 'userId' ? customer.id : customer.cartId, c.req.param(param));
    await next();
  });
