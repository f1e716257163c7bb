import { describe, expect, it } from 'vitest';
import { ADDRESS_CHANGE_START, type AddressChangeEvent, type AddressChangeState, nextAddressChange } from './address-change';

const run = (events: AddressChangeEvent['type'][], from: AddressChangeState = ADDRESS_CHANGE_START) =>
  events.reduce<AddressChangeState>((s, type) => nextAddressChange(s, { type } as AddressChangeEvent), from).status;

describe('address change state machine', () => {
  it.each<[AddressChangeEvent['type'][], AddressChangeState['status']]>([
    [[], 'NotStarted'],
    [['edit'], 'Editing'],
    [['edit', 'cancel'], 'NotStarted'],
    [['edit', 'submit'], 'RequestInProgress'],
    [['edit', 'submit', 'sent'], 'RequestSent'],
    [['edit', 'submit', 'sent', 'updated'], 'SuccessfulUpdate'],
    [['edit', 'submit', 'fail'], 'RequestFailed'],
    [['edit', 'submit', 'sent', 'fail'], 'RequestFailed'],
    [['edit', 'submit', 'fail', 'submit'], 'RequestInProgress'],
    [['edit', 'submit', 'fail', 'edit'], 'Editing'],
    [['edit', 'submit', 'fail', 'cancel'], 'NotStarted'],
    [['submit'], 'NotStarted'],
    [['sent'], 'NotStarted'],
    [['edit', 'updated'], 'Editing'],
    [['edit', 'submit', 'edit'], 'RequestInProgress'],
    [['edit', 'submit', 'cancel'], 'RequestInProgress'],
    [['edit', 'submit', 'sent', 'updated', 'fail'], 'SuccessfulUpdate'],
    [['edit', 'submit', 'sent', 'updated', 'edit'], 'Editing'],
  ])('%j → %s', (events, status) => expect(run(events)).toBe(status));
  it('failure keeps the message and field', () => {
    const s = nextAddressChange({ status: 'RequestInProgress' }, { type: 'fail', message: 'm', field: 'deliveryAddress.postalCode' });
    expect(s).toEqual({ status: 'RequestFailed', message: 'm', field: 'deliveryAddress.postalCode' });
  });
});
