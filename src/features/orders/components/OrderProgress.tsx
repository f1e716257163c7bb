import type { ReactNode } from 'react';
import type { MessageId } from '../../../shared/i18n/intl';
import { useT } from '../../../shared/i18n/react';
import { type ProgressStep, progressIndex, progressSteps, type StepState } from '../progress';

const STEP_IDS: Record<ProgressStep, MessageId> = {
  Ordered: 'orders.status.Ordered',
  InProduction: 'orders.status.InProduction',
  Sent: 'orders.status.Sent',
};
const STATE_IDS: Record<StepState, MessageId> = {
  done: 'orders.progress.done',
  current: 'orders.progress.current',
  upcoming: 'orders.progress.upcoming',
};

/**
 * Ordered → in production → sent, as an ordered list: the current step has aria-current="step" and
 * every step says its state in visually hidden text, so the tracker reads as text too (issue 17 §6).
 * `delivery`: the expected delivery window under the track (it streams in: the slot keeps one
 * line's height so nothing moves when it arrives). Pure CSS: no client code beyond the markup.
 */
export function OrderProgress({ products, delivery }: { products: readonly { status: string }[]; delivery?: ReactNode }) {
  const t = useT();
  const current = progressIndex(products);
  if (current === null) return null;
  const steps = progressSteps(current);
  return (
    <div className="mt-4" data-progress={steps[current]?.step}>
      <ol aria-label={t('orders.progress.label')} className="list-none m-0 p-0 grid grid-cols-3">
        {steps.map(({ step, state }, i) => {
          const reached = state !== 'upcoming';
          return (
            <li
              key={step}
              aria-current={state === 'current' ? 'step' : undefined}
              data-state={state}
              className="relative flex flex-col items-center gap-1 text-center"
            >
              {i > 0 ? (
                <span
                  aria-hidden="true"
                  className={`absolute top-3 right-1/2 w-full h-1 -mt-0.5 ${reached ? 'bg-brand-accent' : 'bg-line'}`}
                />
              ) : null}
              <span
                aria-hidden="true"
                className={`relative z-1 flex items-center justify-center w-6 h-6 rounded-full text-xs font-bold ${
                  reached ? 'bg-brand-accent text-brand-on-accent' : 'bg-surface border-2 border-solid border-line'
                } ${state === 'current' ? 'ring-4 ring-brand-soft' : ''}`}
              >
                {state === 'done' ? '✓' : null}
              </span>
              <span className={`text-sm ${state === 'current' ? 'font-semibold text-ink' : 'text-ink-muted'}`}>{t(STEP_IDS[step])}</span>
              <span className="sr-only">{t(STATE_IDS[state])}</span>
            </li>
          );
        })}
      </ol>
      {delivery ? <div className="mt-3 min-h-6 text-sm sm:text-base">{delivery}</div> : null}
    </div>
  );
}
