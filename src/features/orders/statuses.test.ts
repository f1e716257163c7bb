import { describe, expect, it } from 'vitest';
import {
  displayStatus,
  isAwaitingPayment,
  isProductionProblem,
  type ProductionLabel,
  paymentLabel,
  productionLabel,
  statusColour,
} from './statuses';

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
    ['Pending', 'paymentPending'],
    ['Failed', 'paymentFailed'],
    ['Success', 'paymentSuccess'],
    ['Free', 'paymentFree'],
    ['x', null],
    [undefined, null],
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
    // Production sub-status (file check, review) before production.
    [{ status: 'Confirmed', paymentStatus: 'Success', productionStatus: 'VerificationFailed' }, 'verificationFailed'],
    [{ status: 'Confirmed', paymentStatus: 'Success', productionStatus: 'ProcessingFailed' }, 'processingFailed'],
    [{ status: 'Confirmed', paymentStatus: 'Success', productionStatus: 'Rejected' }, 'rejected'],
    [{ status: 'Confirmed', productionStatus: 'Processing' }, 'processing'],
    [{ status: 'Confirmed', productionStatus: 'Approved' }, 'approved'],
    [{ status: 'Received', paymentStatus: 'Success', productionStatus: 'OnHold' }, 'onHold'],
    [{ status: 'Received', paymentStatus: 'Pending', productionStatus: 'VerificationFailed' }, 'verificationFailed'],
    // A failure outranks a delay; a delay outranks a normal sub-status.
    [{ status: 'Confirmed', delayed: true, productionStatus: 'Rejected' }, 'rejected'],
    [{ status: 'Confirmed', delayed: true, productionStatus: 'Approved' }, 'delayed'],
    // Once production has started (or it is cancelled) the sub-status no longer counts.
    [{ status: 'ProductionStarted', productionStatus: 'Approved' }, 'producing'],
    [{ status: 'Dispatched', productionStatus: 'VerificationFailed' }, 'shipped'],
    [{ status: 'Cancelled', productionStatus: 'Rejected' }, 'cancelled'],
    // None reported, or one the spec does not name: the status decides.
    [{ status: 'Confirmed', productionStatus: null }, 'approved'],
    [{ status: 'Confirmed', productionStatus: 'toString' }, 'approved'],
    [{ status: 'Confirmed', productionStatus: '' }, 'approved'],
  ] as const)('production %j → %s', (p, label) => expect(productionLabel(p)).toBe(label));
  it.each([
    ['verificationFailed', true],
    ['processingFailed', true],
    ['rejected', true],
    ['onHold', true],
    ['delayed', true],
    ['processing', false],
    ['approved', false],
    ['producing', false],
    ['shipped', false],
    ['cancelled', false],
  ] as [ProductionLabel, boolean][])('%s is a problem: %s', (label, out) => expect(isProductionProblem(label)).toBe(out));
  it.each([
    [{ status: 'Received', paymentStatus: 'Pending' }, true],
    [{ status: 'Received' }, true],
    [{ status: 'Received', paymentStatus: 'Success' }, false],
    [{ status: 'Confirmed', paymentStatus: 'Pending' }, false],
  ])('awaiting payment %j → %s', (p, out) => expect(isAwaitingPayment(p)).toBe(out));
});
