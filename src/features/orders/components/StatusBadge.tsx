import type { MessageId } from '../../../shared/i18n/intl';
import { useT } from '../../../shared/i18n/react';
import { type DisplayStatus, statusColour } from '../statuses';

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
    <span
      data-status={status}
      data-colour={statusColour(status)}
      className={`inline-block px-2 py-0.5 rounded text-sm font-semibold border border-solid ${colour}`}
    >
      {t(STATUS_IDS[status])}
    </span>
  );
}
