import type { AppDeps } from '../../deps';
import { action, composeMail, paragraph, shopDetailsForMail, shopLink } from './compose';
import { mailSettings } from './mail-settings';
import type { MailMessage } from './outbox';

/**
 * A customer's password-reset e-mail: the link (`path` carries the token), valid 30 minutes and
 * once, and what to do if they did not ask for it.
 */
export async function passwordResetMail(
  deps: AppDeps,
  name: string,
  email: string,
  path: string,
): Promise<MailMessage> {
  const shop = await shopDetailsForMail(deps.db);
  return composeMail(shop, {
    kind: 'password_reset',
    to: email,
    subject: `Reset your ${shop.name} password`,
    heading: `Hello ${name}`,
    parts: [
      paragraph('Someone, probably you, asked to reset the password of your account.'),
      action('Choose a new password', shopLink(mailSettings(deps).siteUrl, path)),
      paragraph(
        'The link works once, for 30 minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.',
      ),
    ],
  });
}

/** Who is invited to the admin, by whom, and the page (with its token) that sets their password. */
export interface StaffInvite {
  email: string;
  /** The new account's name, if the owner gave one. */
  name?: string;
  invitedBy: string;
  path: string;
}

/** A staff invitation: who invited them, the link that sets their password (valid 7 days, once). */
export async function staffInviteMail(deps: AppDeps, invite: StaffInvite): Promise<MailMessage> {
  const shop = await shopDetailsForMail(deps.db);
  return composeMail(shop, {
    kind: 'staff_invite',
    to: invite.email,
    subject: `${invite.invitedBy} invited you to the ${shop.name} admin`,
    heading: invite.name ? `Hello ${invite.name}` : 'Hello',
    parts: [
      paragraph(
        `${invite.invitedBy} invited you to help run ${shop.name}: products and inquiries in the shop's admin.`,
      ),
      action('Accept and choose a password', shopLink(mailSettings(deps).siteUrl, invite.path)),
      paragraph(
        'The link works once, for 7 days. If you did not expect this invitation, ignore this e-mail.',
      ),
    ],
  });
}
