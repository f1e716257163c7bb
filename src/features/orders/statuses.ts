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
  | 'verificationFailed'
  | 'processing'
  | 'processingFailed'
  | 'approved'
  | 'rejected'
  | 'onHold'
  | 'producing'
  | 'delayed'
  | 'shipped'
  | 'cancelled';

/** The upstream's production sub-status (file check and review before production) → its label. */
const SUB_STATUS: Readonly<Record<string, ProductionLabel>> = {
  Processing: 'processing',
  ProcessingFailed: 'processingFailed',
  VerificationFailed: 'verificationFailed',
  Approved: 'approved',
  Rejected: 'rejected',
  OnHold: 'onHold',
};
/** Labels that stop a product until someone acts: shown as a problem, not as progress. */
const PROBLEMS: ReadonlySet<ProductionLabel> = new Set(['verificationFailed', 'processingFailed', 'rejected', 'onHold', 'delayed']);

export interface ProductionInput {
  status: string;
  delayed?: boolean;
  paymentStatus?: string;
  productionStatus?: string | null;
}

/**
 * The production label of one product. Cancelled always wins. The sub-status only counts before
 * production (Received / Confirmed): once production has started the file check is over, and a
 * stale 'Approved' must not hide 'producing' or 'shipped'. A failed check or a rejection outranks a
 * delay (it needs the customer, a delay does not); a delay outranks the normal progress.
 */
export function productionLabel(p: ProductionInput): ProductionLabel | null {
  if (p.status === 'Cancelled') return 'cancelled';
  const preProduction = p.status === 'Received' || p.status === 'Confirmed';
  const sub = preProduction && p.productionStatus && Object.hasOwn(SUB_STATUS, p.productionStatus) ? SUB_STATUS[p.productionStatus]! : null;
  if (sub === 'verificationFailed' || sub === 'processingFailed' || sub === 'rejected') return sub;
  if (p.delayed && p.status !== 'Dispatched') return 'delayed';
  if (sub) return sub;
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

/** Whether a label reports a stop (failed check, rejection, hold, delay) rather than progress. */
export function isProductionProblem(label: ProductionLabel): boolean {
  return PROBLEMS.has(label);
}

/** "Awaiting payment" in the upstream's terms: received and the payment still pending. */
export function isAwaitingPayment(p: { status: string; paymentStatus?: string }): boolean {
  return p.status === 'Received' && (p.paymentStatus === undefined || p.paymentStatus === 'Pending');
}

/** Made: the product's invoice and its online version (photo books) are offered from here on. */
export function isProduced(p: { status: string }): boolean {
  return p.status === 'ProductionCompleted' || p.status === 'Dispatched';
}
