import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { filesBelow, sha256File } from './files';
import {
  databaseFile,
  manifestFile,
  parseManifest,
  partialPrefix,
  type Manifest,
} from './manifest';
import { offsiteFile } from './offsite-copy';
import { migrationTag } from './schema-version';
import { inspectDatabase } from './sqlite-jobs';

/** Thrown when a backup fails a check; `problems` says each one in a sentence. */
export class BackupRefused extends Error {
  constructor(
    readonly path: string,
    readonly problems: string[],
  ) {
    super(`Refused ${path}:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

async function fileProblems(folder: string, manifest: Manifest): Promise<string[]> {
  const problems: string[] = [];
  const listed = new Set(manifest.files.map((file) => file.path));
  if (!listed.has(databaseFile)) problems.push(`the manifest lists no ${databaseFile}`);
  for (const file of manifest.files) {
    const path = join(folder, file.path);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) problems.push(`${file.path} is missing`);
    else if (info.size !== file.size)
      problems.push(`${file.path} has ${info.size} bytes, the manifest says ${file.size}`);
    else if ((await sha256File(path)) !== file.sha256)
      problems.push(`${file.path} does not match its SHA-256 (changed or damaged)`);
  }
  for (const path of await filesBelow(folder))
    if (path !== manifestFile && path !== offsiteFile && !listed.has(path))
      problems.push(`${path} is not in the manifest`);
  return problems;
}

async function databaseProblems(file: string, manifest: Manifest): Promise<string[]> {
  const facts = await inspectDatabase(file).catch((error: Error) => error);
  if (facts instanceof Error) return [`${databaseFile} cannot be read: ${facts.message}`];
  if (facts.integrity.join() !== 'ok')
    return [
      `${databaseFile} fails PRAGMA integrity_check: ${facts.integrity.slice(0, 3).join('; ')}`,
    ];
  const problems: string[] = [];
  if (JSON.stringify(facts.counts) !== JSON.stringify(manifest.counts))
    problems.push(`${databaseFile}'s rows per table differ from the manifest's`);
  if (facts.migratedAt !== manifest.schema.migratedAt)
    problems.push(`${databaseFile}'s schema version differs from the manifest's`);
  else if (facts.migratedAt !== null && migrationTag(facts.migratedAt) === null)
    problems.push(
      'it comes from a newer version of the shop (a migration this code does not know)',
    );
  return problems;
}

/**
 * Check a backup folder completely before anything uses it: a finished backup (not a `.partial-`
 * one), a manifest this code wrote, every file present with its size and SHA-256 and none added,
 * and a database that passes `PRAGMA integrity_check`, with the manifest's rows per table and a
 * schema this code knows. Returns the manifest; throws `BackupRefused` naming every problem.
 */
export async function verifyBackup(path: string): Promise<Manifest> {
  const folder = resolve(path);
  const refuse = (problem: string) => new BackupRefused(folder, [problem]);
  if (basename(folder).startsWith(partialPrefix))
    throw refuse('it is an unfinished backup (its process stopped before it was verified)');
  if (!existsSync(folder)) throw refuse('there is no such backup folder');
  const text = await readFile(join(folder, manifestFile), 'utf8').catch(() => null);
  if (text === null) throw refuse(`it has no ${manifestFile}: not a finished backup`);
  let manifest: Manifest;
  try {
    manifest = parseManifest(text);
  } catch (error) {
    throw refuse((error as Error).message);
  }
  const problems = await fileProblems(folder, manifest);
  if (problems.length === 0)
    problems.push(...(await databaseProblems(join(folder, databaseFile), manifest)));
  if (problems.length > 0) throw new BackupRefused(folder, problems);
  return manifest;
}
