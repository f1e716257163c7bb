import { describe, expect, it, vi } from 'vitest';
import { channelId, printsEditorBase, printsEditorUrl, withMinimumWait } from './prints';

describe('prints editor url', () => {
  it.each([
    [['http://127.0.0.1:8788/media/x/300.jpg?exp=1&sig=2'], 'http://127.0.0.1:8788'],
    [['not a url', 'https://api.example.com/media/a'], 'https://api.example.com'],
    [['javascript:alert(1)'], null],
    [[], null],
  ])('base of %j → %j', (urls, base) => {
    expect(printsEditorBase(urls)).toBe(base);
  });
  it('builds the editor link with PAP_910', () => {
    expect(printsEditorUrl('http://127.0.0.1:8788', 'abc-1')).toBe('http://127.0.0.1:8788/prints-editor?tempSelectionId=abc-1&productCode=PAP_910');
  });
});

describe('channelId', () => {
  it.each([[''], ['  '], [null], [undefined]])('%j → throws', (v) => {
    expect(() => channelId(v)).toThrow('Unable to extract channel ID!');
  });
  it('returns the vendor id', () => expect(channelId('pb-uk')).toBe('pb-uk'));
});

describe('withMinimumWait', () => {
  it('waits at least 3 s even when the work is quick', async () => {
    vi.useFakeTimers();
    let done = false;
    const p = withMinimumWait(Promise.resolve('id')).then((v) => ((done = true), v));
    await vi.advanceTimersByTimeAsync(2999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(p).resolves.toBe('id');
    vi.useRealTimers();
  });
  it('rejects with the work’s error', async () => {
    await expect(withMinimumWait(Promise.reject(new Error('x')), 1)).rejects.toThrow('x');
  });
});
