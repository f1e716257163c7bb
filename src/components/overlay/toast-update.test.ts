import { describe, expect, it, vi } from 'vitest';
import { ToastQueue } from './stack';

describe('ToastQueue.update', () => {
  it('replaces a toast in place (one toast, same id) and restarts its timer', () => {
    vi.useFakeTimers();
    const q = new ToastQueue<string>();
    const id = q.show('Preparing', { duration: 5_000 });
    vi.advanceTimersByTime(4_000);
    expect(q.update(id, 'Downloaded', { duration: 10_000 })).toBe(id);
    expect(q.list().map((t) => [t.id, t.message])).toEqual([[id, 'Downloaded']]);
    vi.advanceTimersByTime(9_000);
    expect(q.list()).toHaveLength(1);
    vi.advanceTimersByTime(1_000);
    expect(q.list()).toEqual([]);
    vi.useRealTimers();
  });
  it('shows a new toast when the old one is gone', () => {
    const q = new ToastQueue<string>();
    const id = q.show('a');
    q.dismiss(id);
    const next = q.update(id, 'b', { kind: 'error' });
    expect(next).not.toBe(id);
    expect(q.list().map((t) => [t.message, t.kind])).toEqual([['b', 'error']]);
  });
});
