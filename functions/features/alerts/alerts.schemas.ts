import * as z from '../../lib/zod';
import { alertKinds, priceDropPercentRange } from '../../../src/contract/alerts';
import { email } from '../../lib/fields';
import { idPattern } from '../../lib/ids';

/** `POST /api/alerts/subscribe`: who wants to hear about which piece, and when. */
export const subscribeInput = z.object({
  email,
  productId: z
    .string({ error: 'is required' })
    .check(z.regex(idPattern, 'must be the id of a piece in the shop')),
  kind: z.enum(alertKinds, { error: 'must be back_in_stock or price_drop' }),
});

/** A token from an alert link (`?token=` in the address, or a form field). */
export const alertTokenInput = z.object({
  token: z
    .string({ error: 'is required' })
    .check(z.minLength(1, 'is required'), z.maxLength(200, 'must be the token of an alert link')),
});

/** `PUT /api/admin/alerts/settings`. */
export const alertSettingsInput = z.object({
  priceDropPercent: z
    .number({ error: 'must be a whole percentage' })
    .check(
      z.int('must be a whole percentage'),
      z.gte(priceDropPercentRange.min, `must be at least ${priceDropPercentRange.min} %`),
      z.lte(priceDropPercentRange.max, `must be at most ${priceDropPercentRange.max} %`),
    ),
});

/** `GET /api/admin/alerts/products/:id`. */
export const alertProductParams = z.object({
  id: z.string().check(z.regex(idPattern, 'must be a product id')),
});
