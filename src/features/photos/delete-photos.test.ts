import { describe, expect, it } from 'vitest';
import { adjustTimeline, chunk, deleteErrorMessageId, deletePhotosBatched, EXCEEDED_RETRIES, FAILED_TO_DELETE } from './delete-photos';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `id${i}`);

describe('chunk', () => {
  it.each([
    [5, 2, [2, 2, 1]],
    [4, 2, [2, 2]],
    [0, 3, []],
    [3, 0, []],
    [3, 1.5, []],
    [1001, 500, [500, 500, 1]],
  ])('%i items by %d', (n, size, sizes) => expect(chunk(ids(n), size).map((c) => c.length)).toEqual(sizes));
});

describe('deletePhotosBatched', () => {
  it('batches of 500', async () => {
    const calls: number[] = [];
    const r = await deletePhotosBatched(ids(1200), async (b) => {
      calls.push(b.length);
      return { failed: [] };
    });
    expect(calls).toEqual([500, 500, 200]);
    expect(r).toEqual({ deleted: ids(1200), failed: [], error: null });
  });

  it('retries only the failed ids and succeeds', async () => {
    const calls: string[][] = [];
    let n = 0;
    const r = await deletePhotosBatched(ids(3), async (b) => {
      calls.push(b);
      return { failed: n++ === 0 ? ['id1'] : [] };
    });
    expect(calls).toEqual([['id0', 'id1', 'id2'], ['id1']]);
    expect(r.error).toBeNull();
  });

  it.each([
    [
      'always failing id → retries exhausted',
      async (b: string[]) => ({ failed: b.filter((i) => i === 'id2') }),
      ['id2'],
      EXCEEDED_RETRIES,
      4,
    ],
    [
      'request always throws',
      async () => {
        throw new Error('500');
      },
      ['id0', 'id1', 'id2'],
      FAILED_TO_DELETE,
      4,
    ],
    ['foreign ids in failed are ignored', async () => ({ failed: ['nope'] }), [], null, 1],
  ] as const)('%s', async (_n, impl, failed, error, callCount) => {
    let calls = 0;
    const r = await deletePhotosBatched(ids(3), (b) => {
      calls++;
      return impl(b);
    });
    expect(r.failed).toEqual(failed);
    expect(r.error).toBe(error);
    expect(calls).toBe(callCount);
  });

  it('custom retry limit', async () => {
    let calls = 0;
    await deletePhotosBatched(
      ['a'],
      async (b) => {
        calls++;
        return { failed: b };
      },
      { maxRetries: 1 },
    );
    expect(calls).toBe(2);
  });

  it('a throw followed by success deletes', async () => {
    let n = 0;
    const r = await deletePhotosBatched(['a'], async () => {
      if (n++ === 0) throw new Error('net');
      return { failed: [] };
    });
    expect(r).toEqual({ deleted: ['a'], failed: [], error: null });
  });
});

it.each([
  [1, 'photos.delete.errorOne'],
  [2, 'photos.delete.errorMany'],
  [0, 'photos.delete.errorMany'],
] as const)('message for %i failed', (n, id) => expect(deleteErrorMessageId(n)).toBe(id));

describe('deletePhotosBatched, concurrent (the page is going away)', () => {
  it('sends every batch at once, first attempts numbered 0, retries after', async () => {
    const started: [number, number][] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const run = deletePhotosBatched(
      ids(1100),
      async (b, attempt) => {
        started.push([b.length, attempt]);
        await gate;
        return { failed: attempt === 0 && b.length === 100 ? ['id1000'] : [] };
      },
      { concurrent: true },
    );
    await Promise.resolve();
    // All three batches left before any answer arrived.
    expect(started).toEqual([
      [500, 0],
      [500, 0],
      [100, 0],
    ]);
    release();
    const r = await run;
    expect(started.at(-1)).toEqual([1, 1]);
    expect(r.error).toBeNull();
    expect(r.deleted).toHaveLength(1100);
  });
});

describe('adjustTimeline', () => {
  const timeline = { '2024': { '3': 12, '4': 1 }, '2023': { '12': 5 } };
  it.each([
    ['takes deleted photos from their months', [['2024/3', -2]], { '2024': { '3': 10, '4': 1 }, '2023': { '12': 5 } }],
    ['a month emptied stays at zero', [['2024/4', -1]], { '2024': { '3': 12, '4': 0 }, '2023': { '12': 5 } }],
    ['never below zero', [['2023/12', -9]], { '2024': { '3': 12, '4': 1 }, '2023': { '12': 0 } }],
    ['gives them back (undo)', [['2024/3', 2]], { '2024': { '3': 14, '4': 1 }, '2023': { '12': 5 } }],
    [
      'unknown months are left alone',
      [
        ['2022/1', -1],
        ['x', 3],
      ],
      timeline,
    ],
  ] as [string, [string, number][], unknown][])('%s', (_name, deltas, expected) => {
    expect(adjustTimeline(timeline, new Map(deltas))).toEqual(expected);
    // The cached value is not changed in place.
    expect(timeline['2024']['3']).toBe(12);
  });
});
