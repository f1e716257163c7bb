import { describe, expect, it } from 'vitest';
import { EDGE_PX, EDGE_SPEED, edgeSpeed, SLOP_PX, type TouchSelectEvent, type TouchSelectState, touchSelectStep } from './touch-select';

const idle: TouchSelectState = { phase: 'idle' };
const pressing: TouchSelectState = { phase: 'pressing', id: 'a', x: 100, y: 100 };
const dragging: TouchSelectState = { phase: 'dragging', anchor: 'a', over: 'a' };

describe('touchSelectStep', () => {
  const cases: [string, TouchSelectState, TouchSelectEvent, TouchSelectState['phase'], string][] = [
    ['one finger on a photo arms the long press', idle, { type: 'down', id: 'a', x: 1, y: 1, fingers: 1 }, 'pressing', 'arm'],
    ['a finger outside the photos does nothing', idle, { type: 'down', id: null, x: 1, y: 1, fingers: 1 }, 'idle', 'none'],
    ['a second finger (a pinch) cancels', pressing, { type: 'down', id: 'a', x: 1, y: 1, fingers: 2 }, 'idle', 'disarm'],
    ['resting within the slop keeps waiting', pressing, { type: 'move', x: 100 + SLOP_PX, y: 100, id: null }, 'pressing', 'none'],
    ['moving further first is a scroll', pressing, { type: 'move', x: 100, y: 100 + SLOP_PX + 1, id: null }, 'idle', 'disarm'],
    ['the timer after resting selects', pressing, { type: 'timer' }, 'dragging', 'start'],
    ['a late timer after a scroll does nothing', idle, { type: 'timer' }, 'idle', 'none'],
    ['dragging onto another photo extends', dragging, { type: 'move', x: 5, y: 5, id: 'c' }, 'dragging', 'extend'],
    ['dragging within the same photo does not', dragging, { type: 'move', x: 5, y: 5, id: 'a' }, 'dragging', 'none'],
    ['dragging over a gap does not', dragging, { type: 'move', x: 5, y: 5, id: null }, 'dragging', 'none'],
    ['lifting after a drag ends it', dragging, { type: 'up' }, 'idle', 'end'],
    ['lifting before the long press is a tap', pressing, { type: 'up' }, 'idle', 'disarm'],
  ];
  it.each(cases)('%s', (_name, state, event, phase, effect) => {
    const [next, eff] = touchSelectStep(state, event);
    expect(next.phase).toBe(phase);
    expect(eff.type).toBe(effect);
  });

  it('extends from the long-pressed photo, whatever it passed on the way', () => {
    let s: TouchSelectState = dragging;
    const effects = ['b', 'c', 'b'].map((id) => {
      const [next, eff] = touchSelectStep(s, { type: 'move', x: 0, y: 0, id });
      s = next;
      return eff;
    });
    expect(effects).toEqual([
      { type: 'extend', from: 'a', to: 'b' },
      { type: 'extend', from: 'a', to: 'c' },
      { type: 'extend', from: 'a', to: 'b' },
    ]);
  });
});

describe('edgeSpeed', () => {
  it.each([
    ['middle', 400, 0],
    ['at the bottom edge', 800, EDGE_SPEED],
    ['half way into the bottom band', 800 - EDGE_PX / 2, EDGE_SPEED / 2],
    ['at the top', 0, -EDGE_SPEED],
    ['just below the top band', EDGE_PX + 1, 0],
  ] as const)('%s', (_name, y, speed) => {
    expect(edgeSpeed(y, 800)).toBe(speed);
  });
  it('the top band starts below the sticky bars', () => {
    expect(edgeSpeed(70, 800, 60)).toBeLessThan(0);
    expect(edgeSpeed(70, 800, 0)).toBe(0);
  });
});
