// What the back office's lists and cards are answered, read from the server's own routes
// (`hc<AppType>`, DESIGN §10 "One contract across the network"): a renamed or dropped field fails
// the type check where a screen reads it, and no screen imports a server service. Types only.
import type { InferResponseType } from 'hono/client';
import type { client } from '../../lib/api-client';

/** The body of a call's 200 answer. */
type Ok<Call> = InferResponseType<Call, 200>;
type Admin = typeof client.admin;

/** `GET /api/admin/dashboard`: the counts, latest inquiries, publishing and maintenance. */
export type DashboardAnswer = Ok<Admin['dashboard']['$get']>;

/** `GET /api/admin/customers/:id`: one customer's account, inquiries and cart. */
export type CustomerAnswer = Ok<Admin['customers'][':id']['$get']>;

/** `GET /api/admin/outbox`: whether e-mail is configured, the outbox's counts and rows. */
export type OutboxAnswer = Ok<Admin['outbox']['$get']>;

/** `GET /api/admin/silver-rate/history`: the day's rates, newest first, and who may set one. */
export type SilverRateHistoryAnswer = Ok<Admin['silver-rate']['history']['$get']>;

/** `GET /api/admin/vitals`: real shoppers' speed over the last 28 days. */
export type VitalsAnswer = Ok<Admin['vitals']['$get']>;

/** `GET /api/admin/staff`: the admin accounts. */
export type StaffAnswer = Ok<Admin['staff']['$get']>;

/** `GET /api/admin/trade/accounts`: trade applicants and buyers. */
export type TradeAccountsAnswer = Ok<Admin['trade']['accounts']['$get']>;

/** `GET /api/admin/trade/settings`: the trade discount and exchange rates. */
export type TradeSettingsAnswer = Ok<Admin['trade']['settings']['$get']>;

/** How one e-mail stands (sent, waiting, retrying, failed or refused), as the server reads it. */
export type MailDelivery = NonNullable<StaffAnswer['staff'][number]['invitation']>;
