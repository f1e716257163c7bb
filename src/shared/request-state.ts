/**
 * The request-state model of both specs (§3/§4): NotRequested → InProgress → Finished | Failed;
 * reset returns to NotRequested; a failure keeps the correlation id for support. Pure: reducers
 * and mutation hooks build on it without framework imports.
 */
export type RequestState =
  | { status: 'NotRequested' }
  | { status: 'InProgress' }
  | { status: 'Finished' }
  | { status: 'Failed'; correlationId?: string; message?: string };

export type RequestEvent =
  | { type: 'start' }
  | { type: 'succeed' }
  | { type: 'fail'; correlationId?: string; message?: string }
  | { type: 'reset' };

export const NOT_REQUESTED: RequestState = Object.freeze({ status: 'NotRequested' });

/**
 * Next state. `start` is accepted from any settled state (a retry); `succeed`/`fail` only while in
 * progress, so a late answer of a cancelled or reset request can't overwrite the current state.
 */
export function nextRequestState(state: RequestState, event: RequestEvent): RequestState {
  switch (event.type) {
    case 'reset':
      return NOT_REQUESTED;
    case 'start':
      return state.status === 'InProgress' ? state : { status: 'InProgress' };
    case 'succeed':
      return state.status === 'InProgress' ? { status: 'Finished' } : state;
    case 'fail':
      if (state.status !== 'InProgress') return state;
      return {
        status: 'Failed',
        ...(event.correlationId !== undefined ? { correlationId: event.correlationId } : {}),
        ...(event.message !== undefined ? { message: event.message } : {}),
      };
  }
}
