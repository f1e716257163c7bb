import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type CommitMode, DeferredCommits, UNDO_MS } from './deferred-commit';

type Step =
  | ['advance', number]
  | ['pause', string]
  | ['resume', string]
  | ['undo']
  | ['commitNow']
  | ['flush']
  /** What happened so far: 'pending', 'committed:<mode>' or 'undone'. */
  | ['expect', string];

function runSteps(steps: Step[]) {
  const calls: string[] = [];
  const settled: string[] = [];
  const d = new DeferredCommits();
  const id = d.schedule({ commit: (mode: CommitMode) => calls.push(`committed:${mode}`), undo: () => calls.push('undone') }, (how) =>
    settled.push(how),
  );
  for (const step of steps) {
    switch (step[0]) {
      case 'advance':
        vi.advanceTimersByTime(step[1]);
        break;
      case 'pause':
        d.pause(id, step[1]);
        break;
      case 'resume':
        d.resume(id, step[1]);
        break;
      case 'undo':
        d.undo(id);
        break;
      case 'commitNow':
        d.commitNow(id);
        break;
      case 'flush':
        d.flush();
        break;
      case 'expect':
        expect(calls.length ? calls.join(',') : 'pending').toBe(step[1]);
        expect(d.isPending(id)).toBe(step[1] === 'pending');
        break;
    }
  }
  // Whatever happened, it happened once, and the listener heard the same.
  expect(calls.length).toBeLessThanOrEqual(1);
  expect(settled).toEqual(calls.map((c) => (c === 'undone' ? 'undone' : 'committed')));
}

describe('DeferredCommits', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('the window is the toast time (5 s)', () => expect(UNDO_MS).toBe(5_000));

  const cases: [string, Step[]][] = [
    [
      'commits when the window ends, not before',
      [
        ['advance', UNDO_MS - 1],
        ['expect', 'pending'],
        ['advance', 1],
        ['expect', 'committed:timer'],
      ],
    ],
    [
      'undo inside the window: undone, never committed',
      [['advance', 4_000], ['undo'], ['expect', 'undone'], ['advance', 60_000], ['expect', 'undone']],
    ],
    ['undo after the commit does nothing', [['advance', UNDO_MS], ['undo'], ['expect', 'committed:timer']]],
    [
      'a hover pauses the window; it resumes with the time left',
      [
        ['advance', 3_000],
        ['pause', 'hover'],
        ['advance', 60_000],
        ['expect', 'pending'],
        ['resume', 'hover'],
        ['advance', 1_999],
        ['expect', 'pending'],
        ['advance', 1],
        ['expect', 'committed:timer'],
      ],
    ],
    [
      'hover and focus both hold it: leaving one is not enough',
      [
        ['pause', 'hover'],
        ['pause', 'focus'],
        ['resume', 'hover'],
        ['advance', 10_000],
        ['expect', 'pending'],
        ['resume', 'focus'],
        ['advance', UNDO_MS],
        ['expect', 'committed:timer'],
      ],
    ],
    [
      'a resume without its pause does not restart a held window',
      [
        ['pause', 'focus'],
        ['resume', 'hover'],
        ['advance', 10_000],
        ['expect', 'pending'],
      ],
    ],
    [
      'pausing twice keeps the time left',
      [
        ['advance', 1_000],
        ['pause', 'hover'],
        ['advance', 500],
        ['pause', 'hover'],
        ['resume', 'hover'],
        ['advance', 3_999],
        ['expect', 'pending'],
        ['advance', 1],
        ['expect', 'committed:timer'],
      ],
    ],
    [
      'closing the toast commits at once',
      [['advance', 100], ['commitNow'], ['expect', 'committed:timer'], ['advance', UNDO_MS], ['expect', 'committed:timer']],
    ],
    ['the page going away commits with unload', [['advance', 100], ['flush'], ['expect', 'committed:unload']]],
    ['the page going away while paused still commits', [['pause', 'hover'], ['flush'], ['expect', 'committed:unload']]],
    ['nothing left to flush after an undo', [['undo'], ['flush'], ['expect', 'undone']]],
  ];
  it.each(cases)('%s', (_name, steps) => runSteps(steps));

  it('flush commits every pending change, oldest first, and leaves the settled ones', () => {
    const d = new DeferredCommits();
    const log: string[] = [];
    const task = (name: string) => ({ commit: (m: CommitMode) => log.push(`${name}:${m}`), undo: () => log.push(`${name}:undo`) });
    const a = d.schedule(task('a'));
    const b = d.schedule(task('b'));
    d.schedule(task('c'));
    d.undo(b);
    expect(d.pendingCount()).toBe(2);
    expect(d.flush()).toBe(2);
    expect(log).toEqual(['b:undo', 'a:unload', 'c:unload']);
    expect(d.isPending(a)).toBe(false);
    vi.advanceTimersByTime(UNDO_MS);
    expect(log).toHaveLength(3);
  });

  it('unknown ids are ignored', () => {
    const d = new DeferredCommits();
    expect(d.undo(42)).toBe(false);
    expect(d.commitNow(42)).toBe(false);
    d.pause(42, 'hover');
    d.resume(42, 'hover');
    expect(d.pendingCount()).toBe(0);
  });
});
