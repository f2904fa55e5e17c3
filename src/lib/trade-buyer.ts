// Whether the signed-in customer is an approved trade buyer, asked of the API once per visit: a
// retail customer's answer is remembered in sessionStorage, so their pages make no trade calls
// after the first (and no refused call lands in the console). The page script and the cart share it.
import { client } from './api-client';

const refusedKey = 'tradeRefused';
const approved = new Map<string, Promise<boolean>>();

async function askAccount(userId: string): Promise<boolean> {
  const response = await client.trade.account.$get().catch(() => null);
  if (!response?.ok) return false;
  const { account } = (await response.json()) as { account: { state: string } | null };
  if (account?.state === 'approved') return true;
  sessionStorage.setItem(refusedKey, userId);
  return false;
}

/** True when `userId` (signed in) holds an approved trade account; asked at most once per page. */
export function isTradeBuyer(userId: string): Promise<boolean> {
  if (sessionStorage.getItem(refusedKey) === userId) return Promise.resolve(false);
  let answer = approved.get(userId);
  if (!answer) {
    answer = askAccount(userId);
    approved.set(userId, answer);
  }
  return answer;
}
