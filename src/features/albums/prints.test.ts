import { describe, expect, it, vi } from 'vitest';
import { CHANNEL_MISSING, channelId, type HandOffDeps, handOffToPrints, printsEditorUrl, withMinimumWait } from './prints';

describe('printsEditorUrl', () => {
  it.each([
    ['http://127.0.0.1:8788/prints-editor', 'http://127.0.0.1:8788/prints-editor?tempSelectionId=abc-1&productCode=PAP_910'],
    [
      'https://editor.eu.example.com/prints?brand=pb',
      'https://editor.eu.example.com/prints?brand=pb&tempSelectionId=abc-1&productCode=PAP_910',
    ],
  ])('%s → %s', (editor, url) => {
    expect(printsEditorUrl(editor, 'abc-1')).toBe(url);
  });
  it.each([['javascript:alert(1)'], ['not a url'], ['ftp://x.example/editor']])('refuses %s', (editor) => {
    expect(() => printsEditorUrl(editor, 'abc-1')).toThrow();
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
    const p = withMinimumWait(Promise.resolve('id')).then((v) => {
      done = true;
      return v;
    });
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

describe('handOffToPrints', () => {
  const deps = (over: Partial<HandOffDeps> = {}) => {
    const d = {
      vendorId: 'pb-uk',
      editorUrl: 'http://127.0.0.1:9788/prints-editor',
      createTempSelection: vi.fn(async (_ids: string[]) => ({ tempSelectionId: 'sel-1' })),
      go: vi.fn(),
      log: vi.fn(),
      sleep: vi.fn(async (_ms: number) => {}),
      ...over,
    };
    return d;
  };
  it('creates the temp selection with the 3 s minimum wait, then opens the editor with PAP_910', async () => {
    const d = deps();
    await handOffToPrints(['p1', 'p2'], d);
    expect(d.createTempSelection).toHaveBeenCalledWith(['p1', 'p2']);
    expect(d.sleep).toHaveBeenCalledWith(3000);
    expect(d.go).toHaveBeenCalledWith('http://127.0.0.1:9788/prints-editor?tempSelectionId=sel-1&productCode=PAP_910');
    expect(d.log).not.toHaveBeenCalled();
  });
  it('a missing channel logs "Unable to extract channel ID!" and fails without a temp selection', async () => {
    const d = deps({ vendorId: undefined });
    await expect(handOffToPrints(['p1'], d)).rejects.toThrow(CHANNEL_MISSING);
    expect(d.log).toHaveBeenCalledWith('Unable to extract channel ID!');
    expect(d.createTempSelection).not.toHaveBeenCalled();
    expect(d.go).not.toHaveBeenCalled();
  });
  it('a failed temp selection fails without leaving the page', async () => {
    const d = deps({ createTempSelection: vi.fn(async () => Promise.reject(new Error('500'))) });
    await expect(handOffToPrints(['p1'], d)).rejects.toThrow('500');
    expect(d.go).not.toHaveBeenCalled();
  });
  it('no configured editor fails before anything is created', async () => {
    const d = deps({ editorUrl: undefined });
    await expect(handOffToPrints(['p1'], d)).rejects.toThrow();
    expect(d.createTempSelection).not.toHaveBeenCalled();
  });
});
