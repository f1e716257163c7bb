/**
 * Delivery-address change of one order (account-area §3/§4):
 * NotStarted → Editing → RequestInProgress → RequestSent → SuccessfulUpdate, or RequestFailed.
 * RequestSent = the upstream accepted the write; SuccessfulUpdate = the order was read back.
 * Pure reducer; events that don't fit the current state leave it unchanged (late answers).
 */
export type AddressChangeState =
  | { status: 'NotStarted' }
  | { status: 'Editing' }
  | { status: 'RequestInProgress' }
  | { status: 'RequestSent' }
  | { status: 'SuccessfulUpdate' }
  | { status: 'RequestFailed'; message?: string; field?: string };

export type AddressChangeEvent =
  | { type: 'edit' }
  | { type: 'cancel' }
  | { type: 'submit' }
  | { type: 'sent' }
  | { type: 'updated' }
  | { type: 'fail'; message?: string; field?: string };

export const ADDRESS_CHANGE_START: AddressChangeState = Object.freeze({ status: 'NotStarted' });

export function nextAddressChange(state: AddressChangeState, event: AddressChangeEvent): AddressChangeState {
  switch (event.type) {
    case 'edit':
      return state.status === 'RequestInProgress' || state.status === 'RequestSent' ? state : { status: 'Editing' };
    case 'cancel':
      return state.status === 'Editing' || state.status === 'RequestFailed' ? ADDRESS_CHANGE_START : state;
    case 'submit':
      return state.status === 'Editing' || state.status === 'RequestFailed' ? { status: 'RequestInProgress' } : state;
    case 'sent':
      return state.status === 'RequestInProgress' ? { status: 'RequestSent' } : state;
    case 'updated':
      return state.status === 'RequestSent' ? { status: 'SuccessfulUpdate' } : state;
    case 'fail':
      return state.status === 'RequestInProgress' || state.status === 'RequestSent'
        ? { status: 'RequestFailed', ...(event.message ? { message: event.message } : {}), ...(event.field ? { field: event.field } : {}) }
        : state;
  }
}

/** The form is open (and editable) in these states. */
export const isAddressFormOpen = (s: AddressChangeState) =>
  s.status === 'Editing' || s.status === 'RequestFailed' || s.status === 'RequestInProgress';
