import { fork, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '../..');
const script = join(root, 'functions/node/astro-build.mjs');
const resolveCache = pathToFileURL(join(root, 'functions/node/resolve-cache.mjs')).href;

/** How long a builder waits for the next build before it goes, giving its memory back. */
const idleMs = 120_000;
/**
 * Node keeps every module a build imported (each build's pages' server code, and with it the
 * catalogue that code read): a builder goes after this many builds or this much heap, and the
 * next build starts a fresh one.
 */
const maxBuilds = 40;
const maxHeapBytes = 512 * 1024 * 1024;

type Answer = { ok: true; heapUsed: number } | { ok: false; error: string };

interface Builder {
  child: ChildProcess;
  builds: number;
  idleTimer?: ReturnType<typeof setTimeout>;
}

/** Builders between builds, the most recently used last. */
const waiting: Builder[] = [];

function startBuilder(): Builder {
  const child = fork(script, [], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    // The heap it reports is measured after a full collection, not with a build's garbage; the
    // pages' code imports drizzle, which resolve-cache.mjs loads in a quarter of the time.
    execArgv: ['--expose-gc', '--import', resolveCache],
  });
  const builder: Builder = { child, builds: 0 };
  child.once('exit', () => forget(builder));
  // A build under way hears of it too (buildIn); between builds there is nothing to fail.
  child.on('error', (error) => console.error('The Astro builder failed:', error));
  return builder;
}

function forget(builder: Builder) {
  clearTimeout(builder.idleTimer);
  const at = waiting.indexOf(builder);
  if (at !== -1) waiting.splice(at, 1);
}

/** Let `builder` go: it ends once it has no channel to this process. */
function retire(builder: Builder) {
  forget(builder);
  if (builder.child.connected) builder.child.disconnect();
}

/** Keep `builder` for the next build, without holding the process that asked open for it. */
function park(builder: Builder) {
  builder.child.unref();
  builder.child.channel?.unref();
  builder.idleTimer = setTimeout(() => retire(builder), idleMs).unref();
  waiting.push(builder);
}

/** A builder kept from an earlier build that can still take one. */
function waitingBuilder(): Builder | undefined {
  for (let builder = waiting.pop(); builder; builder = waiting.pop())
    if (builder.child.connected) return builder;
  return undefined;
}

/** The answer of one build, or the build's failure; once stopped, only after the child is gone. */
function buildIn(builder: Builder, env: Record<string, string>, signal?: AbortSignal) {
  const { child } = builder;
  child.ref();
  child.channel?.ref();
  return new Promise<Answer>((done, fail) => {
    const stop = () => child.kill('SIGTERM');
    const onAnswer = (answer: Answer) => settle(() => done(answer));
    const onError = (error: Error) => {
      child.kill();
      settle(() => fail(error));
    };
    const onExit = (code: number | null) =>
      settle(() =>
        fail(
          new Error(
            signal?.aborted
              ? 'the build was stopped'
              : `the Astro builder exited with code ${code}`,
          ),
        ),
      );
    function settle(then: () => void) {
      signal?.removeEventListener('abort', stop);
      child.off('message', onAnswer);
      child.off('exit', onExit);
      child.off('error', onError);
      then();
    }
    child.once('message', onAnswer);
    child.once('exit', onExit);
    child.once('error', onError);
    if (signal?.aborted) return stop();
    signal?.addEventListener('abort', stop, { once: true });
    child.send({ env });
  });
}

/**
 * `astro build` with `env` added to this process's environment, in a builder kept from the last
 * build (or a new one when none is free: builds side by side each get their own). `signal` stops it;
 * the promise then settles only once the builder is gone, so nothing writes after.
 */
export async function buildWithAstro(
  env: Record<string, string>,
  signal?: AbortSignal,
): Promise<void> {
  const builder = waitingBuilder() ?? startBuilder();
  clearTimeout(builder.idleTimer);
  builder.builds++;
  const answer = await buildIn(
    builder,
    { ...process.env, ...env } as Record<string, string>,
    signal,
  );
  if (!answer.ok) {
    // What a failed build left in the builder's modules is not trusted for the next one.
    builder.child.kill();
    throw new Error(`astro build failed: ${answer.error}`);
  }
  if (builder.builds >= maxBuilds || answer.heapUsed > maxHeapBytes) retire(builder);
  else park(builder);
}
