import type { MessageId } from '../../../shared/i18n/intl';
import { useT } from '../../../shared/i18n/react';

/** A settings part that has nothing to show (its data could not be read, or the address is gone), said in its place. */
export function LoadAlert({ id }: { id: MessageId }) {
  const t = useT();
  return (
    <p role="alert" className="text-red-800">
      {t(id)}
    </p>
  );
}
