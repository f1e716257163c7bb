import { type DisplayStatus, displayStatus } from './statuses';

/**
 * The order progress tracker's steps (issue 17 §6): ordered → in production → sent. Pure.
 * A super order is as far as its least advanced product that still goes ahead (a parcel is only
 * 'sent' when every product is); cancelled products do not hold it back. Awaiting payment is still
 * the first step. An order whose every product is cancelled has no progress (null): its badge says it.
 */
export const PROGRESS_STEPS = ['Ordered', 'InProduction', 'Sent'] as const;
export type ProgressStep = (typeof PROGRESS_STEPS)[number];

const STEP_OF: Readonly<Record<Exclude<DisplayStatus, 'Cancelled'>, number>> = {
  AwaitingPayment: 0,
  Ordered: 0,
  InProduction: 1,
  Sent: 2,
};

/** Index of the current step (0..2), or null when nothing goes ahead or no status is known. */
export function progressIndex(products: readonly { status: string }[]): number | null {
  let least: number | null = null;
  for (const p of products) {
    const s = displayStatus(p.status);
    if (!s || s === 'Cancelled') continue;
    const i = STEP_OF[s];
    least = least === null ? i : Math.min(least, i);
  }
  return least;
}

export type StepState = 'done' | 'current' | 'upcoming';

/** Each step with its state for the current index. */
export function progressSteps(current: number): { step: ProgressStep; state: StepState }[] {
  return PROGRESS_STEPS.map((step, i) => ({ step, state: i < current ? 'done' : i === current ? 'current' : 'upcoming' }));
}
