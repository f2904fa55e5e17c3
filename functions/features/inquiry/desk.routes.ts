import { Hono, type Context } from 'hono';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import { valid } from '../../lib/validator';
import { mailSettings } from '../mail/mail-settings';
import { requireAdmin, type AdminVariables } from '../../middleware/require-admin';
import { findDeskInquiry, findInquiryRow } from './desk.detail';
import { resendToCorrectedAddress } from './desk.mail';
import { deskExportPages, listDeskPage } from './desk.query';
import {
  correctedAddressInput,
  deskFilters,
  deskIdParam,
  deskMailParam,
  deskListQuery,
  quoteInput,
  stageInput,
  threadInput,
} from './desk.schemas';
import { addNote, changeStage, sendQuote, sendReply, type DeskWriter } from './desk.service';
import { stageLabels } from '../../../src/contract/stages';

type ThreadEvents = Awaited<ReturnType<typeof sendReply>>;

/**
 * `/api/admin/inquiries`: the owner's (and staff's) inquiry desk — the filtered list with counts,
 * its CSV, one inquiry with its thread, and the writes (note, reply, quote, stage), each audited.
 */
export const deskRoutes = (deps: AppDeps) => {
  const now = deps.now ?? Date.now;
  const mail = mailSettings(deps);
  const writer = (c: Context<{ Variables: AdminVariables }>): DeskWriter => ({
    actor: { id: c.var.admin.id, name: c.var.admin.name },
    now: now(),
    siteUrl: mail.siteUrl,
  });
  /** The inquiry in the path, or 404. */
  const inquiryIn = async (id: string) => {
    const row = await findInquiryRow(deps.db, id);
    if (!row) throw notFound('Inquiry not found');
    return row;
  };
  /** A reply or quote saved with its e-mail queued: the sender is woken to send it. */
  const queued = (what: 'Reply' | 'Quote', email: string, events: ThreadEvents) => {
    mail.kick();
    return {
      status: 1 as const,
      msg: `${what} saved; it is queued to be e-mailed to ${email}`,
      events,
    };
  };
  return new Hono<{ Variables: AdminVariables }>()
    .use(requireAdmin(deps))
    .use(async (c, next) => {
      c.header('Cache-Control', 'no-store');
      await next();
    })
    .get('/', valid('query', deskListQuery, 'inquiry list'), async (c) => {
      const page = await listDeskPage(deps.db, c.req.valid('query'), now());
      return c.json({ status: 1 as const, msg: `${page.total} inquiries`, ...page });
    })
    .get('/export.csv', valid('query', deskFilters, 'inquiry export'), async (c) => {
      const at = now();
      // csv-stringify is loaded by the first export, not by every cold Worker (decision 047).
      const { csvFileName, inquiriesCsvStream } = await import('./desk.csv');
      const csv = await inquiriesCsvStream(deskExportPages(deps.db, c.req.valid('query'), at));
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${csvFileName(at)}"`,
      });
    })
    .get('/:id', valid('param', deskIdParam, 'inquiry id'), async (c) => {
      const inquiry = await findDeskInquiry(deps.db, c.req.valid('param').id, now());
      if (!inquiry) throw notFound('Inquiry not found');
      return c.json({ status: 1 as const, msg: `Inquiry ${inquiry.reference}`, inquiry });
    })
    .post(
      '/:id/notes',
      valid('param', deskIdParam, 'inquiry id'),
      valid('json', threadInput, 'note'),
      async (c) => {
        const row = await inquiryIn(c.req.valid('param').id);
        const events = await addNote(deps.db, row, c.req.valid('json').body, writer(c));
        return c.json({ status: 1 as const, msg: 'Note added', events }, 201);
      },
    )
    .post(
      '/:id/replies',
      valid('param', deskIdParam, 'inquiry id'),
      valid('json', threadInput, 'reply'),
      async (c) => {
        const row = await inquiryIn(c.req.valid('param').id);
        const events = await sendReply(deps.db, row, c.req.valid('json').body, writer(c));
        return c.json(queued('Reply', row.email, events), 201);
      },
    )
    .post(
      '/:id/quotes',
      valid('param', deskIdParam, 'inquiry id'),
      valid('json', quoteInput, 'quote'),
      async (c) => {
        const row = await inquiryIn(c.req.valid('param').id);
        const events = await sendQuote(deps.db, row, c.req.valid('json'), writer(c));
        return c.json(queued('Quote', row.email, events), 201);
      },
    )
    .post(
      '/:id/mail/:outboxId/resend',
      valid('param', deskMailParam, 'inquiry e-mail'),
      valid('json', correctedAddressInput, 'address'),
      async (c) => {
        const { id, outboxId } = c.req.valid('param');
        const row = await inquiryIn(id);
        const { email } = c.req.valid('json');
        await resendToCorrectedAddress(deps.db, row, outboxId, email, writer(c));
        mail.kick();
        return c.json({
          status: 1 as const,
          msg: `Address corrected; the e-mail is queued to be sent to ${email}`,
        });
      },
    )
    .patch(
      '/:id/stage',
      valid('param', deskIdParam, 'inquiry id'),
      valid('json', stageInput, 'stage'),
      async (c) => {
        const row = await inquiryIn(c.req.valid('param').id);
        const { stage } = c.req.valid('json');
        const event = await changeStage(deps.db, row, stage, writer(c));
        return c.json({
          status: 1 as const,
          msg: event ? `Moved to ${stageLabels[stage]}` : `Already ${stageLabels[stage]}`,
          stage,
          events: event ? [event] : [],
        });
      },
    );
};
