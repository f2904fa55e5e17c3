import type { createApp } from '../app';
import { gstinCheckCharacter } from '../features/settings/gstin';
import { jsonRequest, registerCustomer } from './customers';

type App = ReturnType<typeof createApp>;

/** A well-formed GSTIN of Rajasthan (08) with its real check character. */
export const validGstin = (() => {
  const first14 = '08ABCDE1234F1Z';
  return first14 + gstinCheckCharacter(first14);
})();

/** What an Indian reseller sends to apply. */
export const indianApplication = {
  businessName: 'Moti Silver House',
  gstin: validGstin,
  phone: '98290 12345',
  sells: 'Silver jewellery for two shops in Pune',
};

/**
 * A customer who applied through the API and whom the owner (`ownerCookie`) approved: their id,
 * e-mail and session cookie.
 */
export async function approvedBuyer(app: App, ownerCookie: string, name = 'Ravi Mehta') {
  const buyer = await registerCustomer(app, name);
  const applied = await app.request(
    '/api/trade/account',
    jsonRequest('POST', indianApplication, buyer.cookie),
  );
  if (applied.status !== 201) throw new Error(`apply failed: ${await applied.text()}`);
  const approved = await app.request(
    `/api/admin/trade/accounts/${buyer.id}/approve`,
    jsonRequest('PATCH', undefined, ownerCookie),
  );
  if (approved.status !== 200) throw new Error(`approve failed: ${await approved.text()}`);
  return buyer;
}
