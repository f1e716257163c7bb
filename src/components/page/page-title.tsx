import type { ReactNode } from 'react';
import type { MessageId } from '../../shared/i18n/intl';
import { useT } from '../../shared/i18n/react';
import { pageHeading } from '../ui/styles';

/**
 * A page's <h1> (the same catalogue id as its document title) and its body. Pages whose feature
 * comes with a later issue render only this: their real frame and title, nothing invented.
 */
export function PageTitle({ titleId, children }: { titleId: MessageId; children?: ReactNode }) {
  const t = useT();
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className={pageHeading}>{t(titleId)}</h1>
      {children}
    </section>
  );
}
