import { describe, expect, it } from 'vitest';
import { NOT_REQUESTED, nextRequestState, type RequestEvent, type RequestState } from './request-state';

const IN_PROGRESS: RequestState = { status: 'InProgress' };
const FINISHED: RequestState = { status: 'Finished' };
const FAILED: RequestState = { status: 'Failed', correlationId: 'c-1' };

describe('nextRequestState', () => {
  const table: [string, RequestState, RequestEvent, RequestState][] = [
    ['start from NotRequested', NOT_REQUESTED, { type: 'start' }, IN_PROGRESS],
    ['success finishes', IN_PROGRESS, { type: 'succeed' }, FINISHED],
    ['failure keeps the correlation id', IN_PROGRESS, { type: 'fail', correlationId: 'abc' }, { status: 'Failed', correlationId: 'abc' }],
    ['failure keeps the message', IN_PROGRESS, { type: 'fail', message: 'x' }, { status: 'Failed', message: 'x' }],
    ['reset from Finished', FINISHED, { type: 'reset' }, NOT_REQUESTED],
    ['reset from Failed', FAILED, { type: 'reset' }, NOT_REQUESTED],
    ['reset from InProgress', IN_PROGRESS, { type: 'reset' }, NOT_REQUESTED],
    ['retry after failure', FAILED, { type: 'start' }, IN_PROGRESS],
    ['restart after finish', FINISHED, { type: 'start' }, IN_PROGRESS],
    ['late success after reset is ignored', NOT_REQUESTED, { type: 'succeed' }, NOT_REQUESTED],
    ['late failure after reset is ignored', NOT_REQUESTED, { type: 'fail', correlationId: 'x' }, NOT_REQUESTED],
    ['success after failure is ignored', FAILED, { type: 'succeed' }, FAILED],
    ['failure after finish is ignored', FINISHED, { type: 'fail' }, FINISHED],
  ];
  it.each(table)('%s', (_name, state, event, expected) => {
    expect(nextRequestState(state, event)).toEqual(expected);
  });

  it('start while in progress keeps the same object (no re-render)', () => {
    expect(nextRequestState(IN_PROGRESS, { type: 'start' })).toBe(IN_PROGRESS);
  });
});
