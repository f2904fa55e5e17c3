import { hostname } from 'node:os';

/** The name this Node server's outbox claims carry (`outbox.claimedBy`). */
export const nodeClaimant = (pid = process.pid, host = hostname()) => `node:${host}:${pid}`;

/**
 * Whether the Node server named by an outbox claim is gone: it ran on this machine and no process
 * has its pid any more (a server killed mid-send). A claim from another machine, from a process
 * still alive (or whose pid a new process took) or from the Worker is never called gone: it is
 * left to run out, as before.
 */
export function isGoneNodeSender(claimant: string, host = hostname()): boolean {
  const match = /^node:(.+):(\d+)$/.exec(claimant);
  if (!match || match[1] !== host) return false;
  const pid = Number(match[2]);
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}
