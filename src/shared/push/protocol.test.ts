import { describe, expect, it } from 'vitest';
import { clientFrameSchema, decodeFrame, MAX_FRAME_BYTES, PING_FRAME, purposeOf, pushSignalSchema, serverFrameSchema } from './protocol';

const id = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const archive = { id, type: 'archive-finished', data: { payload: { downloadId: 'd1', key: 'k.zip' }, timestamp: 1 } };

describe('decodeFrame', () => {
  it.each([
    ['authenticate', { type: 'authenticate', ticket: 't' }],
    ['authenticate with resume', { type: 'authenticate', ticket: 't', lastEventId: id, purposes: ['archive'] }],
    ['authenticate after an empty stream', { type: 'authenticate', ticket: 't', lastEventId: null }],
    ['subscribe', { type: 'subscribe', purposes: ['import', 'archive'] }],
    ['ping', { type: 'ping' }],
  ])('accepts %s', (_name, frame) => {
    expect(decodeFrame(clientFrameSchema, JSON.stringify(frame))).toEqual({ ok: true, frame });
  });

  it.each([
    ['unknown type', { type: 'hello' }, 'invalid'],
    ['empty ticket', { type: 'authenticate', ticket: '' }, 'invalid'],
    ['lastEventId not a uuid', { type: 'authenticate', ticket: 't', lastEventId: '42' }, 'invalid'],
    ['unknown purpose', { type: 'subscribe', purposes: ['photos'] }, 'invalid'],
    ['no purposes', { type: 'subscribe', purposes: [] }, 'invalid'],
  ])('rejects %s as %s', (_name, frame, reason) => {
    expect(decodeFrame(clientFrameSchema, JSON.stringify(frame))).toEqual({ ok: false, reason });
  });

  it('tells malformed and oversized frames apart from invalid ones', () => {
    expect(decodeFrame(clientFrameSchema, '{"type":')).toEqual({ ok: false, reason: 'malformed' });
    expect(decodeFrame(clientFrameSchema, new ArrayBuffer(8))).toEqual({ ok: false, reason: 'malformed' });
    expect(decodeFrame(clientFrameSchema, 'x'.repeat(MAX_FRAME_BYTES + 1))).toEqual({ ok: false, reason: 'too-big' });
    // Under the limit in characters, over it in UTF-8 bytes.
    expect(decodeFrame(clientFrameSchema, 'é'.repeat(MAX_FRAME_BYTES / 2 + 1))).toEqual({ ok: false, reason: 'too-big' });
    expect(decodeFrame(clientFrameSchema, PING_FRAME)).toEqual({ ok: true, frame: { type: 'ping' } });
  });
});

describe('push messages', () => {
  it('parses an archive event frame and types its payload', () => {
    const decoded = decodeFrame(serverFrameSchema, JSON.stringify({ type: 'event', message: archive }));
    expect(
      decoded.ok && decoded.frame.type === 'event' && decoded.frame.message.type === 'archive-finished'
        ? decoded.frame.message.data.payload.key
        : null,
    ).toBe('k.zip');
  });

  it.each([
    ['id not a uuid', { ...archive, id: 'abc' }],
    ['unknown type', { ...archive, type: 'archive-exploded' }],
    ['archive payload without key', { ...archive, data: { payload: { downloadId: 'd' }, timestamp: 1 } }],
    ['negative timestamp', { ...archive, data: { ...archive.data, timestamp: -1 } }],
  ])('ignores a message with %s', (_name, message) => {
    expect(decodeFrame(serverFrameSchema, JSON.stringify({ type: 'event', message })).ok).toBe(false);
  });

  it('parses an archive progress event (issue 34 §3) and refuses counts the job cannot have', () => {
    const progress = (payload: object) => ({ id, type: 'archive-progress', data: { payload, timestamp: 2 } });
    const frame = (payload: object) => JSON.stringify({ type: 'event', message: progress(payload) });
    const decoded = decodeFrame(serverFrameSchema, frame({ downloadId: 'd1', key: 'k.zip', done: 12, total: 40 }));
    expect(decoded.ok && decoded.frame.type === 'event' && decoded.frame.message.data.payload).toEqual({
      downloadId: 'd1',
      key: 'k.zip',
      done: 12,
      total: 40,
    });
    for (const wrong of [
      { downloadId: 'd1', key: 'k.zip', done: 41, total: 40 },
      { downloadId: 'd1', key: 'k.zip', done: -1, total: 40 },
      { downloadId: 'd1', key: 'k.zip', done: 1.5, total: 40 },
      { downloadId: 'd1', key: 'k.zip', done: 0, total: 0 },
      { downloadId: 'd1', key: 'k.zip' },
    ])
      expect(decodeFrame(serverFrameSchema, frame(wrong)).ok).toBe(false);
    expect(purposeOf('archive-progress')).toBe('archive');
  });

  it('parses the upstream signal body of docs/contracts.md', () => {
    const body = { userId: 'u1', message: { id, type: 'import-started', data: { payload: {}, timestamp: 5 } } };
    expect(pushSignalSchema.parse(body)).toEqual(body);
    expect(pushSignalSchema.safeParse({ ...body, userId: '' }).success).toBe(false);
  });

  it('maps types to purposes', () => {
    expect(purposeOf('archive-error')).toBe('archive');
    expect(purposeOf('import-finished')).toBe('import');
  });
});
