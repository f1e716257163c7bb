/**
 * Order statuses as shown (account-area §3): upstream product status → display status and its
 * colour, plus the further payment / production labels. Pure.
 */
export const DISPLAY_STATUSES = ['AwaitingPayment', 'Ordered', 'InProduction', 'Sent', 'Cancelled'] as const;
export type DisplayStatus = (typeof DISPLAY_STATUSES)[number];
export type StatusColour = 'cyan' | 'red';

const MAP: Readonly<Record<string, DisplayStatus>> = {
  Received: 'AwaitingPayment',
  Confirmed: 'Ordered',
  ProductionStarted: 'InProduction',
  ProductionCompleted: 'InProduction',
  Dispatched: 'Sent',
  Cancelled: 'Cancelled',
};

/** Display status of an upstream product status; `null` for a status the spec does not name. */
export function displayStatus(status: string): DisplayStatus | null {
  return Object.hasOwn(MAP, status) ? MAP[status]! : null;
}

/** All statuses are cyan except Cancelled, which is red. */
export function statusColour(status: DisplayStatus): StatusColour {
  return status === 'Cancelled' ? 'red' : 'cyan';
}

export type PaymentLabel = 'paymentPending' | 'paymentFailed' | 'paymentSuccess' | 'paymentFree';
const PAYMENT: Readonly<Record<string, PaymentLabel>> = {
  Pending: 'paymentPending',
  Failed: 'paymentFailed',
  Success: 'paymentSuccess',
  Free: 'paymentFree',
};

export function paymentLabel(paymentStatus: string | undefined): PaymentLabel | null {
  return paymentStatus !== undefined && Object.hasOwn(PAYMENT, paymentStatus) ? PAYMENT[paymentStatus]! : null;
}

export type ProductionLabel =
  | 'verificationFailed' | 'processing' | 'processingFailed' | 'approved' | 'rejected'
  | 'onHold' | 'producing' | 'delayed' | 'shipped' | 'cancelled';

/** The production label of one product: a delay wins over the normal progress of its status. */
export function productionLabel(p: { status: string; delayed?: boolean; paymentStatus?: string }): ProductionLabel | null {
  if (p.status === 'Cancelled') return 'cancelled';
  if (p.delayed && p.status !== 'Dispatched') return 'delayed';
  switch (p.status) {
    case 'Received':
      return p.paymentStatus === 'Failed' ? 'onHold' : 'processing';
    case 'Confirmed':
      return 'approved';
    case 'ProductionStarted':
    case 'ProductionCompleted':
      return 'producing';
    case 'Dispatched':
      return 'shipped';
    default:
      return null;
  }
}

/** "Awaiting payment" in the upstream's terms: received and the payment still pending. */
export function isAwaitingPayment(p: { status: string; paymentStatus?: string }): boolean {
  return p.status === 'Received' && (p.paymentStatus === undefined || p.paymentStatus === 'Pending');
}
