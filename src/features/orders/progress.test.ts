import { describe, expect, it } from 'vitest';
import { progressIndex, progressSteps } from './progress';

describe('order progress', () => {
  it('is as far as the least advanced product that still goes ahead', () => {
    expect(progressIndex([{ status: 'Dispatched' }, { status: 'ProductionStarted' }])).toBe(1);
    expect(progressIndex([{ status: 'Dispatched' }, { status: 'Cancelled' }])).toBe(2);
    expect(progressIndex([{ status: 'Received' }])).toBe(0);
    expect(progressIndex([{ status: 'Confirmed' }, { status: 'Dispatched' }])).toBe(0);
    expect(progressIndex([{ status: 'ProductionCompleted' }])).toBe(1);
  });

  it('has no progress when every product is cancelled or unknown', () => {
    expect(progressIndex([{ status: 'Cancelled' }])).toBeNull();
    expect(progressIndex([{ status: 'Mystery' }])).toBeNull();
    expect(progressIndex([])).toBeNull();
  });

  it('marks earlier steps done, one current, later upcoming', () => {
    expect(progressSteps(1).map((s) => s.state)).toEqual(['done', 'current', 'upcoming']);
    expect(progressSteps(2).map((s) => s.state)).toEqual(['done', 'done', 'current']);
  });
});
