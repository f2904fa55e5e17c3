import type { InStatement, ResultSet } from '@libsql/client';
import type { Context } from 'hono';
import type { MailTransport } from './features/mail/transport';
import type { BlobStore } from './lib/blob-store';
import type { Db } from './lib/db';
import type { RateRules } from './lib/rate-rules';
import type { SiteAssets } from './lib/site-assets';

/** Everything the app needs from its runtime; `node.ts` and `worker.ts` build these. */
export interface AppDeps {
  db: Db;
  blobs: BlobStore;
  site: SiteAssets;
  /** Milliseconds since the epoch; injectable so tests control time. */
  now?: () => number;
  /** Rate limits (defaults: `rateRules()`). */
  rateRules?: RateRules;
  /** The caller's network address, for rate limits; each runtime knows where to find it. */
  clientAddress?: (c: Context) => string | undefined;
  /** Secret key for the admin password reset; unset means reset is off. */
  adminResetSecret?: string;
  /**
   * Origins whose pages may make state-changing calls (`siteOrigins(SITE_URL)`); an Origin header
   * must equal one exactly. Default: those of the default SITE_URL.
   */
  siteOrigins?: readonly string[];
  /**
   * Behind a reverse proxy that sets `X-Forwarded-Proto` (TRUST_PROXY): the request's scheme is
   * taken from it. Off (the default), client-sent forwarding headers are ignored.
   */
  trustProxy?: boolean;
  /** Publishes catalogue changes to the public pages (a rebuild); absent in tests that do not need it. */
  publisher?: Publisher;
  /** E-mail (DESIGN §10): absent in tests that do not need it (see `mailSettings`). */
  mail?: MailDeps;
  /** Node only: the shop's backups (DESIGN §11). Absent on the Worker, whose database host keeps them. */
  backups?: BackupService;
  /**
   * Node only: a stored picture as a JPEG `width` points wide, for PDFs (pdf-lib embeds JPEG and PNG,
   * the shop stores WebP). Absent on the Worker, which has no image decoder: no pictures there.
   */
  pictureAsJpeg?: (picture: Uint8Array, width: number) => Promise<Uint8Array>;
}

/** One finished backup as the owner sees it. */
export interface BackupSummary {
  name: string;
  /** ISO time it was taken. */
  createdAt: string;
  /** Why: `manual`, `scheduled`, `before-restore`, … */
  reason: string;
  /** Bytes of its files. */
  size: number;
  /** The newest migration applied (the schema version). */
  schema: string | null;
  pictures: number;
  /** Rows per table. */
  counts: Record<string, number>;
  /** Its off-machine copy (BACKUP_S3_URL): null when none was made or none is configured. */
  offsite: { state: 'copied' | 'failed'; at: string; target: string; error?: string } | null;
}

/** The last backup attempt, when it failed. */
export interface BackupFailure {
  /** ISO time it failed. */
  at: string;
  /** Why it was being taken: `scheduled`, `before CSV import`, … */
  reason: string;
  /** What went wrong in plain words (`backupFailureCause`), naming no path of the server. */
  cause: string;
}

/** Takes and lists verified backups of the database and pictures. */
export interface BackupService {
  /** Finished backups, newest first. */
  list(): Promise<BackupSummary[]>;
  /** Take one now (one at a time: a call while one runs gets that one); throws if it fails. */
  take(reason: string): Promise<BackupSummary>;
  /** The last attempt since the server started, if it failed (a later success clears it). */
  lastFailure(): BackupFailure | null;
  /** The command that restores the backup `name` (`npm run restore -- data/backups/…`). */
  restoreCommand(name: string): string;
  /** Where off-machine copies go (no credentials), or null when BACKUP_S3_URL is not set. */
  offsiteTarget(): string | null;
  /**
   * A read-only view of the live database as of one moment, on a connection of its own, for the
   * owner's data export (the app's one connection stays free for the shop meanwhile). Close it after.
   */
  readSnapshot(): Promise<SnapshotReader>;
  /** The finished backup `name` as one tar file (body and byte size); null when there is none. */
  download(name: string): Promise<{ body: ReadableStream<Uint8Array>; size: number } | null>;
}

/** Reads the database as of one moment (a read transaction) until closed. */
export interface SnapshotReader {
  execute(statement: InStatement): Promise<ResultSet>;
  close(): void;
}

/** How the shop's e-mail goes out; messages themselves are outbox rows written with the change. */
export interface MailDeps {
  /** Null when none is configured: messages wait in the outbox and the admin says so. */
  transport: MailTransport | null;
  /** The sender of every message (MAIL_FROM). */
  from: string;
  /** Where owner notifications go (OWNER_EMAIL, default ADMIN_EMAIL). */
  ownerEmail: string;
  /** The shop's public address (SITE_URL), for links in e-mails. */
  siteUrl: string;
  /** Call after a write that queued mail: the outbox is drained soon; returns at once, never throws. */
  kick(): void;
}

/** What the admin sees of publishing: the last rebuild's state. */
export interface PublishStatus {
  /**
   * `requested` (edge only): the deploy hook accepted a rebuild that the live site does not serve
   * yet. `published` means the public pages show the change.
   */
  state: 'idle' | 'publishing' | 'requested' | 'published' | 'failed';
  /**
   * When the state last changed (ms). For an edge `published`, when a Worker serving the new
   * version was first seen: the site went live at or before then.
   */
  at: number;
  /** Edge only: the catalogue version the rebuild was requested for. */
  version?: number;
  error?: string;
}

/** Schedules a (debounced) rebuild of the public site after catalogue changes. */
export interface Publisher {
  schedule(): void;
  /** The last rebuild's state: kept in memory on Node, in the database on the edge. */
  status(): PublishStatus | Promise<PublishStatus>;
}
