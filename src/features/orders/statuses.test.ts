import { describe, expect, it } from 'vitest';
import { displayStatus, isAwaitingPayment, paymentLabel, productionLabel, statusColour } from './statuses';

describe('order statuses', () => {
  it.each([
    ['Received', 'AwaitingPayment', 'cyan'],
    ['Confirmed', 'Ordered', 'cyan'],
    ['ProductionStarted', 'InProduction', 'cyan'],
    ['ProductionCompleted', 'InProduction', 'cyan'],
    ['Dispatched', 'Sent', 'cyan'],
    ['Cancelled', 'Cancelled', 'red'],
  ] as const)('%s → %s (%s)', (upstream, shown, colour) => {
    const s = displayStatus(upstream);
    expect(s).toBe(shown);
    expect(statusColour(s!)).toBe(colour);
  });
  it.each(['toString', 'constructor', '', 'received'])('unknown %j → null', (s) => expect(displayStatus(s)).toBeNull());
  it.each([
    ['Pending', 'paymentPending'], ['Failed', 'paymentFailed'], ['Success', 'paymentSuccess'], ['Free', 'paymentFree'], ['x', null], [undefined, null],
  ] as const)('payment %s → %s', (p, label) => expect(paymentLabel(p)).toBe(label));
  it.each([
    [{ status: 'Received', paymentStatus: 'Pending' }, 'processing'],
    [{ status: 'Received', paymentStatus: 'Failed' }, 'onHold'],
    [{ status: 'Confirmed' }, 'approved'],
    [{ status: 'ProductionStarted' }, 'producing'],
    [{ status: 'ProductionStarted', delayed: true }, 'delayed'],
    [{ status: 'Dispatched', delayed: true }, 'shipped'],
    [{ status: 'Cancelled', delayed: true }, 'cancelled'],
    [{ status: 'Unknown' }, null],
  ] as const)('production %j → %s', (p, label) => expect(productionLabel(p)).toBe(label));
  it.each([
    [{ status: 'Received', paymentStatus: 'Pending' }, true],
    [{ status: 'Received' }, true],
    [{ status: 'Received', paymentStatus: 'Success' }, false],
    [{ status: 'Confirmed', paymentStatus: 'Pending' }, false],
  ])('awaiting payment %j → %s', (p, out) => expect(isAwaitingPayment(p)).toBe(out));
});
