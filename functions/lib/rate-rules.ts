import type { RateRule } from './rate-limit';

const minute = 60 * 1000;

/** The shop's rate limits; `scale` multiplies every limit (stress runs raise them through config). */
export function rateRules(scale = 1) {
  const rule = (name: string, limit: number, windowMs: number): RateRule => ({
    name,
    limit: Math.max(1, Math.round(limit * scale)),
    windowMs,
  });
  return {
    login: rule('login', 10, 15 * minute),
    register: rule('register', 5, 15 * minute),
    inquiry: rule('inquiry', 5, 10 * minute),
    // Tracking by reference and e-mail: enough for a shopper's reloads, too few to guess addresses.
    track: rule('track', 30, 10 * minute),
    reset: rule('reset', 5, 15 * minute),
    // Customer "Forgot password?": counted per network address and per e-mail address asked
    // about, so neither a script nor a grudge can fill someone's mailbox.
    forgotPassword: rule('forgot-password', 5, 15 * minute),
    // Setting a new password from a link: one Argon2 hash per try.
    resetPassword: rule('reset-password', 10, 15 * minute),
    // Real-user metrics, for the whole shop at once (no per-address counter, which would keep
    // addresses): far above a small shop's page views, low enough to bound the raw table.
    vitals: rule('vitals', 120, minute),
    // "Notify me" and price watches: per network address and per e-mail address, so nobody can
    // fill a stranger's mailbox with confirmation requests.
    alertSubscribe: rule('alert-subscribe', 10, 15 * minute),
  };
}

export type RateRules = ReturnType<typeof rateRules>;
