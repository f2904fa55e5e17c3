// The admin's view of the API's JSON, read from the routes themselves (`hc<AppType>`): when a
// route's answer changes, the pages that use it fail the type check instead of the admin's browser.
import type { InferResponseType } from 'hono/client';
import type { client } from '../../lib/api-client';

/** A customer in the admin's paged list (`GET /api/admin/users`). */
export type UserRow = InferResponseType<typeof client.admin.users.$get>['items'][number];

/** A category as the admin lists it, hidden ones included (`GET /api/admin/categories`). */
export type CategoryJson = InferResponseType<
  typeof client.admin.categories.$get
>['categories'][number];

/** A product with all its images, as the admin's form loads it (`GET /api/admin/products/{id}`). */
export type ProductJson = InferResponseType<(typeof client.admin.products)[':id']['$get']>['prod'];

/** A product as a row of the admin's paged list (`GET /api/admin/products`), with its thumbnail. */
export type ProductRow = InferResponseType<typeof client.admin.products.$get>['items'][number];

/** One image of a product, with the id the admin keeps, reorders or drops it by. */
export type ProductImageJson = ProductJson['images'][number];

/** The maintenance state shoppers see (`result[0]` of `GET /api/maintain/getMaintainStatus`). */
export type MaintenanceStatus = InferResponseType<
  typeof client.maintain.getMaintainStatus.$get
>['result'][number];

/** Both switches, the owner's and the deploy-time file's (`switches` of the maintenance change). */
export type MaintenanceSwitches = InferResponseType<
  typeof client.maintain.setMaintainStatus.$put
>['switches'];
