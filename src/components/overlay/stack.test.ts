import { describe, expect, it, vi } from 'vitest';
import { HostRegistry, ModalStack, TOAST_MS, ToastQueue } from './stack';

describe('ModalStack', () => {
  it('Escape closes the most recent modal that allows it', () => {
    const s = new ModalStack();
    const a = vi.fn();
    const b = vi.fn();
    const c = vi.fn();
    s.push({ id: 'a', closeOnEscape: true, lockScroll: true, close: a });
    s.push({ id: 'b', closeOnEscape: true, lockScroll: false, close: b });
    s.push({ id: 'c', closeOnEscape: false, lockScroll: false, close: c });
    expect(s.escape()).toBe(true);
    expect(b).toHaveBeenCalledOnce();
    expect(a).not.toHaveBeenCalled();
    expect(c).not.toHaveBeenCalled();
  });
  it('scroll lock while any locking modal is open', () => {
    const s = new ModalStack();
    s.push({ id: 'a', closeOnEscape: true, lockScroll: false, close: () => {} });
    expect(s.scrollLocked()).toBe(false);
    s.push({ id: 'b', closeOnEscape: true, lockScroll: true, close: () => {} });
    expect(s.scrollLocked()).toBe(true);
    expect(s.isTop('b')).toBe(true);
    s.remove('b');
    expect(s.scrollLocked()).toBe(false);
    expect(s.isTop('a')).toBe(true);
  });
  it('nothing to close', () => expect(new ModalStack().escape()).toBe(false));
});

describe('ToastQueue', () => {
  it('toasts leave after 5 s', () => {
    vi.useFakeTimers();
    const q = new ToastQueue<string>();
    q.show('a');
    q.show('b', { kind: 'error', duration: 10_000 });
    expect(q.list().map((t) => t.message)).toEqual(['a', 'b']);
    vi.advanceTimersByTime(TOAST_MS);
    expect(q.list().map((t) => t.message)).toEqual(['b']);
    vi.advanceTimersByTime(5_000);
    expect(q.list()).toEqual([]);
    vi.useRealTimers();
  });
});

describe('HostRegistry', () => {
  it('the first mounted host renders; the next takes over when it leaves', () => {
    const r = new HostRegistry();
    const offA = r.add('a');
    const offB = r.add('b');
    expect(r.first()).toBe('a');
    offA();
    expect(r.first()).toBe('b');
    offB();
    expect(r.first()).toBeUndefined();
  });
});
