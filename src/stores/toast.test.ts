import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts, dismissToast, holdToast, quickToast, releaseToast, toast } from './toast';

const shown = () => $toasts.get().map((t) => t.text);

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  for (const t of $toasts.get()) dismissToast(t.id);
  vi.useRealTimers();
});

describe('toast countdown', () => {
  it('goes by itself after its duration', () => {
    toast('Saved', { duration: 5000 });
    vi.advanceTimersByTime(4999);
    expect(shown()).toEqual(['Saved']);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual([]);
  });

  it('stays while held and resumes with the time it had left', () => {
    const id = toast('Could not save', { kind: 'error', duration: 5000 });
    vi.advanceTimersByTime(3000);
    holdToast(id, 'hover');
    vi.advanceTimersByTime(60_000);
    expect(shown()).toEqual(['Could not save']);
    releaseToast(id, 'hover');
    vi.advanceTimersByTime(1999);
    expect(shown()).toEqual(['Could not save']);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual([]);
  });

  it('resumes only when both hover and focus have ended', () => {
    const id = quickToast('Added to cart');
    holdToast(id, 'hover');
    holdToast(id, 'focus');
    releaseToast(id, 'hover');
    vi.advanceTimersByTime(10_000);
    expect(shown()).toEqual(['Added to cart']);
    releaseToast(id, 'focus');
    vi.advanceTimersByTime(1500);
    expect(shown()).toEqual([]);
  });

  it('ignores a release without a hold and holds on toasts already gone', () => {
    const id = toast('Hello', { duration: 1000 });
    releaseToast(id, 'focus');
    vi.advanceTimersByTime(1000);
    expect(shown()).toEqual([]);
    holdToast(id, 'hover');
    releaseToast(id, 'hover');
    expect(shown()).toEqual([]);
  });

  it('a repeated message replaces its copy, and the old countdown cannot remove the new one', () => {
    const first = toast('Please login first', { duration: 1000 });
    vi.advanceTimersByTime(900);
    const second = toast('Please login first', { duration: 1000 });
    expect(second).not.toBe(first);
    vi.advanceTimersByTime(500);
    expect(shown()).toEqual(['Please login first']);
    vi.advanceTimersByTime(500);
    expect(shown()).toEqual([]);
  });
});
