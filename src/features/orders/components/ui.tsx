import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { parseISO } from 'date-fns/parseISO';
import { format as formatDate } from 'date-fns/format';
import { Component, Suspense, type ReactNode } from 'react';
import { focusRing } from '../../../components/ui/styles';
import { dateLocaleIfLoaded } from '../../../shared/i18n/date-locales';
import type { MessageId } from '../../../shared/i18n/intl';
import { useIntl, useT } from '../../../shared/i18n/react';
import type { Locale } from '../../../shared/i18n/locales';
import { statusColour, type DisplayStatus } from '../statuses';

/** A date (ISO date or datetime) in the brand's locale: date-fns long date, e.g. '5 January 2026'. */
export function formatDay(iso: string, locale: Locale, style: 'long' | 'medium' = 'long'): string {
  const d = parseISO(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const dl = dateLocaleIfLoaded(locale);
  return dl ? formatDate(d, style === 'long' ? 'PPP' : 'PP', { locale: dl }) : new Intl.DateTimeFormat(locale, { dateStyle: style }).format(d);
}

/** An amount in the brand's locale and the order's currency. */
export function formatMoney(amount: number, currency: string, locale: Locale): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}

export function useFormat() {
  const { locale } = useIntl();
  return { day: (iso: string) => formatDay(iso, locale), dayShort: (iso: string) => formatDay(iso, locale, 'medium'), money: (amount: number, currency: string) => formatMoney(amount, currency, locale) };
}

const STATUS_IDS: Record<DisplayStatus, MessageId> = {
  AwaitingPayment: 'orders.status.AwaitingPayment',
  Ordered: 'orders.status.Ordered',
  InProduction: 'orders.status.InProduction',
  Sent: 'orders.status.Sent',
  Cancelled: 'orders.status.Cancelled',
};

/** Status label with the spec's colours: cyan, Cancelled red (dark shades for contrast). */
export function StatusBadge({ status }: { status: DisplayStatus }) {
  const t = useT();
  const colour = statusColour(status) === 'red' ? 'bg-red-50 text-red-800 border-red-700' : 'bg-cyan-50 text-cyan-900 border-cyan-700';
  return (
    <span data-status={status} data-colour={statusColour(status)} className={`inline-block px-2 py-0.5 rounded text-sm font-semibold border border-solid ${colour}`}>
      {t(STATUS_IDS[status])}
    </span>
  );
}

export const card = 'rounded-lg border border-solid border-gray-300 bg-white p-4';
export const sectionHeading = 'text-xl font-bold text-gray-900 mt-0 mb-3';
export const smallButton = `inline-flex items-center justify-center min-h-11 px-4 rounded-md font-semibold border-2 border-solid border-brand-accent text-brand-accent bg-white hover:bg-gray-100 cursor-pointer disabled:opacity-60 disabled:cursor-wait ${focusRing}`;

export function ErrorText({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="text-red-800 m-0">
      {children}
    </p>
  );
}

export function Loading() {
  const t = useT();
  return (
    <p role="status" className="text-gray-700 m-0">
      {t('common.loading')}
    </p>
  );
}

interface BoundaryProps {
  fallback: (reset: () => void, error: unknown) => ReactNode;
  onReset?: () => void;
  children: ReactNode;
}

class Boundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('unknown') };
  }
  reset = () => {
    this.props.onReset?.();
    this.setState({ error: null });
  };
  override render() {
    return this.state.error ? this.props.fallback(this.reset, this.state.error) : this.props.children;
  }
}

/**
 * One part of a page that loads on its own (Suspense) and fails on its own: its error text and a
 * 'Try again' that refetches only this part. Used so a failed voucher or delivery-date call
 * degrades that part only.
 */
export function Section({ errorId, children, quiet = false, showMessage = false }: {
  errorId: MessageId;
  children: ReactNode;
  /** No retry button (small inline parts). */
  quiet?: boolean;
  /** Also show the failure's own message (§8: a failed project fetch shows its message). */
  showMessage?: boolean;
}) {
  const t = useT();
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <Boundary
          onReset={reset}
          fallback={(retry, error) => (
            <div className="flex flex-wrap items-center gap-3">
              <ErrorText>{t(errorId)}</ErrorText>
              {showMessage && error instanceof Error ? <p className="m-0 basis-full text-sm text-gray-700 break-all">{error.message}</p> : null}
              {quiet ? null : (
                <button type="button" className={smallButton} onClick={retry}>
                  {t('common.tryAgain')}
                </button>
              )}
            </div>
          )}
        >
          <Suspense fallback={<Loading />}>{children}</Suspense>
        </Boundary>
      )}
    </QueryErrorResetBoundary>
  );
}

/**
 * The failure of one settled part (see src/shared/queries/settled.ts): its error text, optionally the failure's own
 * message, and 'Try again' (refetch of that part only). Rendered on the server as in the browser.
 */
export function PartError({ errorId, message, onRetry, showMessage = false }: {
  errorId: MessageId;
  message?: string;
  onRetry?: () => void;
  showMessage?: boolean;
}) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-center gap-3" data-part-error={errorId}>
      <ErrorText>{t(errorId)}</ErrorText>
      {showMessage && message ? <p className="m-0 basis-full text-sm text-gray-700 break-all">{message}</p> : null}
      {onRetry ? (
        <button type="button" className={smallButton} onClick={onRetry}>
          {t('common.tryAgain')}
        </button>
      ) : null}
    </div>
  );
}
