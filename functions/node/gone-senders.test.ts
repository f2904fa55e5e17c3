import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { isGoneNodeSender, nodeClaimant } from './gone-senders';

describe('a Node sender named in an outbox claim', () => {
  it('is gone once its process on this machine has ended', async () => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    const claimant = nodeClaimant(child.pid);
    expect(isGoneNodeSender(claimant)).toBe(false);
    const ended = new Promise((done) => child.once('exit', done));
    child.kill('SIGKILL');
    await ended;
    expect(isGoneNodeSender(claimant)).toBe(true);
  });

  it('is never called gone from another machine, from this process or from the Worker', () => {
    expect(isGoneNodeSender(nodeClaimant(process.pid))).toBe(false);
    expect(isGoneNodeSender(nodeClaimant(999_999, 'another-host'))).toBe(false);
    expect(isGoneNodeSender('worker')).toBe(false);
  });
});
