import { describe, expect, it } from 'vitest';
import { readSentOnLeave, rememberSentOnLeave, SENT_ON_LEAVE_KEY, SENT_ON_LEAVE_MS } from './sent-on-leave';

function memory(initial?: string) {
  const data = new Map<string, string>(initial === undefined ? [] : [[SENT_ON_LEAVE_KEY, initial]]);
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('deletions sent on leaving the page', () => {
  it('are remembered for a minute, then forgotten', () => {
    const s = memory();
    rememberSentOnLeave(s, ['a', 'b'], 1000);
    expect(readSentOnLeave(s, 1000 + SENT_ON_LEAVE_MS - 1)).toEqual(['a', 'b']);
    expect(readSentOnLeave(s, 1000 + SENT_ON_LEAVE_MS)).toEqual([]);
  });

  it('add to the ones still running, renew a repeated id and drop the expired', () => {
    const s = memory();
    rememberSentOnLeave(s, ['a', 'b'], 0);
    rememberSentOnLeave(s, ['b', 'c'], SENT_ON_LEAVE_MS / 2);
    expect(readSentOnLeave(s, SENT_ON_LEAVE_MS / 2)).toEqual(['a', 'b', 'c']);
    expect(readSentOnLeave(s, SENT_ON_LEAVE_MS + 1)).toEqual(['b', 'c']);
  });

  it.each([
    ['not JSON', '{'],
    ['not a list', '{"id":"a"}'],
    ['an entry without a time', '[{"id":"a"}]'],
    ['an empty id', '[{"id":"","until":99999999999999}]'],
    ['a time that is not a number', '[{"id":"a","until":"later"}]'],
  ])('ignore stored garbage: %s', (_name, raw) => {
    expect(readSentOnLeave(memory(raw), 0)).toEqual([]);
  });

  it('live without storage (server, blocked site data, a full quota)', () => {
    expect(readSentOnLeave(undefined, 0)).toEqual([]);
    expect(() => rememberSentOnLeave(undefined, ['a'], 0)).not.toThrow();
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => rememberSentOnLeave(full, ['a'], 0)).not.toThrow();
  });
});
