import type { AppDeps } from '../../deps';
import { defaultSiteUrl } from '../../config';

// ADMIN_EMAIL's default (functions/config.ts): where owner mail goes in a shop configured with nothing.
const defaultOwnerEmail = 'admin@chandi.example';

/**
 * What routes need to write e-mail: where owner notifications go, the origin of links, and the
 * nudge that drains the outbox soon. Without `deps.mail` (tests that do not need mail) the
 * defaults of an unconfigured shop, and the nudge does nothing.
 */
export function mailSettings(deps: AppDeps) {
  return {
    ownerEmail: deps.mail?.ownerEmail ?? defaultOwnerEmail,
    siteUrl: deps.mail?.siteUrl ?? defaultSiteUrl,
    kick: () => deps.mail?.kick(),
  };
}
