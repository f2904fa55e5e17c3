import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { staffInviteMail } from '../mail/account-mail';
import { mailSettings } from '../mail/mail-settings';
import { valid } from '../../lib/validator';
import { requireAdmin, requireOwner, type AdminRow } from '../../middleware/require-admin';
import { staffEmailInput, staffIdParam, staffInviteInput } from './staff.schemas';
import {
  inviteStaff,
  listStaff,
  resendInvite,
  setStaffDisabled,
  type InviteMail,
} from './staff.service';

/**
 * The page an invite e-mail links to. The token travels in the fragment, which the browser never
 * sends to a server (no access log, no Referer); the page clears it once read.
 */
export const acceptInvitePath = (token: string) => `/adm-accept-invite#token=${token}`;

/**
 * `/api/admin/staff`: the owner invites staff by e-mail, lists them (with how each invitation e-mail
 * stands), corrects a bounced invitation's address, disables and enables them.
 */
export const staffRoutes = (deps: AppDeps) => {
  const now = deps.now ?? Date.now;
  const actor = (admin: AdminRow) => ({ id: admin.id, name: admin.name });
  const inviteMail =
    (by: AdminRow): InviteMail =>
    ({ name, email, token }) =>
      staffInviteMail(deps, { name, email, invitedBy: by.name, path: acceptInvitePath(token) });
  const idOf = valid('param', staffIdParam, 'admin account id');

  return new Hono()
    .get('/', requireAdmin(deps), requireOwner, async (c) => {
      c.header('Cache-Control', 'no-store');
      const staff = await listStaff(deps.db);
      return c.json({ status: 1, msg: `${staff.length} admin accounts`, staff });
    })
    .post(
      '/',
      requireAdmin(deps),
      requireOwner,
      valid('json', staffInviteInput, 'invitation'),
      async (c) => {
        const input = c.req.valid('json');
        const admin = c.var.admin;
        const staff = await inviteStaff(deps.db, actor(admin), input, now(), inviteMail(admin));
        mailSettings(deps).kick();
        return c.json(
          {
            status: 1,
            msg: `Invitation sent to ${input.email}. The link works for 7 days.`,
            staff,
          },
          201,
        );
      },
    )
    .post('/:id/invite', requireAdmin(deps), requireOwner, idOf, async (c) => {
      const admin = c.var.admin;
      await resendInvite(deps.db, actor(admin), c.req.valid('param').id, now(), inviteMail(admin));
      mailSettings(deps).kick();
      return c.json({
        status: 1,
        msg: 'A new invitation is on its way. The old link no longer works.',
      });
    })
    .patch(
      '/:id/email',
      requireAdmin(deps),
      requireOwner,
      idOf,
      valid('json', staffEmailInput, 'address'),
      async (c) => {
        const admin = c.var.admin;
        const { email } = c.req.valid('json');
        const id = c.req.valid('param').id;
        await resendInvite(deps.db, actor(admin), id, now(), inviteMail(admin), email);
        mailSettings(deps).kick();
        return c.json({
          status: 1,
          msg: `Address corrected: a new invitation is on its way to ${email}. The old link no longer works.`,
        });
      },
    )
    .patch('/:id/disable', requireAdmin(deps), requireOwner, idOf, async (c) => {
      await setStaffDisabled(deps.db, actor(c.var.admin), c.req.valid('param').id, true, now());
      return c.json({ status: 1, msg: 'Account disabled: it is signed out and cannot sign in' });
    })
    .patch('/:id/enable', requireAdmin(deps), requireOwner, idOf, async (c) => {
      await setStaffDisabled(deps.db, actor(c.var.admin), c.req.valid('param').id, false, now());
      return c.json({ status: 1, msg: 'Account enabled: it can sign in again' });
    });
};
