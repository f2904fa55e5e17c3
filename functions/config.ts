import * as z from './lib/zod';

/** A text setting; empty means unset. */
export const optionalText = z.pipe(
  z.optional(z.string().check(z.trim())),
  z.transform((value) => (value ? value : undefined)),
);

// zod/mini types stringbool's input as unknown, which `z.pipe` will not take after text; it is text.
const trueOrFalse = z.stringbool({ error: 'must be true or false' }) as z.ZodMiniType<
  boolean,
  string
>;

/** The shop's address when SITE_URL is not set: the Node server's default port on this machine. */
export const defaultSiteUrl = 'http://localhost:4321';

/**
 * Every setting of the shop. ADMIN_PASSWORD is only text here: its rule (not a common password)
 * needs the list of common passwords, which `env.ts` adds for the Node server and the scripts that
 * create the first admin. The Worker never uses it, and reads its settings here without the list
 * (`parseConfig`, decision 047).
 */
export const configSchema = z.object({
  PORT: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(65535)), 4321),
  DATABASE_URL: z._default(z.string().check(z.trim()), 'file:data/shop.db').check(
    z.refine((url) => /^(file:|libsql:|https?:|wss?:|:memory:)/.test(url), {
      message: 'must start with file:, libsql:, http(s): or ws(s):',
    }),
  ),
  DATABASE_AUTH_TOKEN: optionalText,
  UPLOADS_DIR: z._default(z.string().check(z.trim(), z.minLength(1)), 'data/uploads'),
  /** Folder of the built storefront that the Node server serves (tests use their own). */
  SITE_DIR: z._default(z.string().check(z.trim(), z.minLength(1)), 'dist'),
  ADMIN_EMAIL: z._default(z.email('must be an e-mail address'), 'admin@chandi.example'),
  /** The first admin's password (its rule: `env.ts`). */
  ADMIN_PASSWORD: optionalText,
  ADMIN_RESET_SECRET: z.pipe(
    optionalText,
    z.optional(z.string().check(z.minLength(16, 'must be at least 16 characters'))),
  ),
  /** Multiplies every rate limit (load tests raise it). */
  RATE_LIMIT_SCALE: z._default(z.coerce.number().check(z.positive(), z.lte(100_000)), 1),
  SITE_URL: z._default(z.url('must be a URL such as https://shop.example'), defaultSiteUrl),
  /**
   * Node only: the server sits behind a reverse proxy that sets X-Forwarded-Proto and
   * X-Forwarded-For. Off, those headers are the client's own words and are ignored.
   */
  TRUST_PROXY: z.pipe(
    z.pipe(optionalText, z.optional(trueOrFalse)),
    z.transform((value) => value ?? false),
  ),
  /** Node only: the SMTP server that sends the shop's e-mail; unset, messages wait in the outbox. */
  SMTP_URL: z.pipe(
    optionalText,
    z.optional(
      z.url({ protocol: /^smtps?$/, error: 'must be smtp://user:pass@host:587 or smtps://…' }),
    ),
  ),
  /** The sender of every e-mail: `shop@example.com` or `Chandi <shop@example.com>`. */
  MAIL_FROM: z.pipe(
    optionalText,
    z.optional(
      z.string().check(
        z.regex(/^([^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, {
          error: 'must be an address, optionally with a name: Chandi <shop@example.com>',
        }),
      ),
    ),
  ),
  /** Where new-inquiry notifications go; default ADMIN_EMAIL. */
  OWNER_EMAIL: z.pipe(optionalText, z.optional(z.email('must be an e-mail address'))),
  /** Node only: where `npm run backup` and the server write backups. */
  BACKUP_DIR: z._default(z.string().check(z.trim(), z.minLength(1)), 'data/backups'),
  /** Node only: backups kept as `daily,weekly,monthly` (the newest of each of so many days, weeks, months). */
  BACKUP_KEEP: z
    .pipe(
      z.pipe(
        z._default(z.string().check(z.trim()), '7,4,6'),
        z.string().check(
          z.regex(/^\d{1,3},\d{1,3},\d{1,3}$/, {
            error: 'must be three numbers: daily,weekly,monthly',
          }),
        ),
      ),
      z.transform((text) => {
        const [daily = 0, weekly = 0, monthly = 0] = text.split(',').map(Number);
        return { daily, weekly, monthly };
      }),
    )
    .check(z.refine((keep) => keep.daily >= 1, { error: 'must keep at least one daily backup' })),
  /** Node only: the time of the server's daily backup, `HH:MM` in India time. */
  BACKUP_AT: z.pipe(
    z.pipe(
      z._default(z.string().check(z.trim()), '03:00'),
      z.string().check(
        z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, {
          error: 'must be a time HH:MM (India time), such as 03:00',
        }),
      ),
    ),
    z.transform((text) => {
      const [hour = 0, minute = 0] = text.split(':').map(Number);
      return { hour, minute };
    }),
  ),
  /**
   * Node only: an S3-compatible bucket each backup is also copied to,
   * `https://ACCESS_KEY:SECRET@host/bucket/prefix` (key and secret percent-encoded); unset, none.
   */
  BACKUP_S3_URL: z.pipe(
    optionalText,
    z.optional(
      z
        .url({
          protocol: /^https?$/,
          error: 'must be https://ACCESS_KEY:SECRET@host/bucket/prefix',
        })
        .check(
          z.refine((text) => {
            const url = new URL(text);
            return url.username !== '' && url.password !== '' && url.pathname.length > 1;
          }, 'must carry the key, the secret and the bucket: https://ACCESS_KEY:SECRET@host/bucket'),
        ),
    ),
  ),
  /** Node only: the bucket's region when the host does not say it (AWS S3); R2 needs none. */
  BACKUP_S3_REGION: optionalText,
  /** Worker only: the deploy hook a catalogue change POSTs to; unset, pages are not rebuilt. */
  REBUILD_HOOK_URL: z.pipe(
    optionalText,
    z.optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
  ),
  /** Worker only: the catalogue version `npm run deploy` built the pages from (digits), if any. */
  CATALOGUE_VERSION: optionalText,
});

/** Thrown when the environment is invalid; its message lists every bad variable. */
export class ConfigError extends Error {}

/**
 * Parse and validate the environment (process.env on Node, bindings on the Worker) with `schema`.
 * This is the only place that reads configuration; it fails fast with a readable message.
 */
export function readSettings<Settings extends { SMTP_URL?: string; MAIL_FROM?: string }>(
  schema: z.ZodMiniType<Settings>,
  source: Record<string, string | undefined>,
): Settings {
  const result = schema.safeParse(source);
  if (result.success && (!result.data.SMTP_URL || result.data.MAIL_FROM)) return result.data;
  const issues = result.success
    ? [
        {
          path: ['MAIL_FROM'],
          message: 'is required when SMTP_URL is set (the address mail is sent from)',
        },
      ]
    : result.error.issues;
  const lines = issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}\nSee .env.example.`);
}

/** The Worker's settings: all of them, ADMIN_PASSWORD unchecked (it is not used there). */
export const parseConfig = (source: Record<string, string | undefined>) =>
  readSettings(configSchema, source);
