// What a cold Worker isolate loads for its first request, read from the modules wrangler uploads:
// the entry and every module it imports statically, followed through their own static imports.
// Modules reached only by `import()` load when a route first asks for them (decision 047).
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { init, parse } from 'es-module-lexer';

export interface WorkerSize {
  /** gzip KB of the entry and its static imports: parsed by every cold isolate. */
  perRequestKb: number;
  /** gzip KB of every module uploaded. */
  totalKb: number;
  /** The per-request modules, relative to the folder. */
  perRequest: string[];
}

const gzipKb = (bytes: Buffer) => gzipSync(bytes).length / 1024;

/** Sizes of the Worker's modules in `dir` (entry `worker.js`, chunks beside it). */
export async function workerSize(dir: string, entry = 'worker.js'): Promise<WorkerSize> {
  await init;
  const modules = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.js'),
  );
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const [imports] = parse(readFileSync(join(dir, file), 'utf8'), file);
    for (const { specifier, type } of imports) {
      if (type !== 'static' || !specifier?.startsWith('.')) continue;
      visit(posix.join(posix.dirname(file), specifier));
    }
  };
  visit(entry);
  const size = (files: Iterable<string>) =>
    [...files].reduce((sum, file) => sum + gzipKb(readFileSync(join(dir, file))), 0);
  return { perRequestKb: size(seen), totalKb: size(modules), perRequest: [...seen] };
}
