import { type ReactNode, Suspense } from 'react';
import type { MessageId } from '../../shared/i18n/intl';
import { useT } from '../../shared/i18n/react';
import { pageHeading } from '../ui/styles';

/**
 * A page's <h1> (the same catalogue id as its document title) and its body. The body sits in its
 * own Suspense boundary, so a body that suspends on data (`useSuspenseQuery`) streams in after the
 * shell: header, menu and page title reach the browser first (issue 2, item 5). Pages whose
 * feature comes with a later issue render only the title: their real frame, nothing invented.
 */
export function PageTitle({ titleId, children }: { titleId: MessageId; children?: ReactNode }) {
  const t = useT();
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className={pageHeading}>
        {t(titleId)}
      </h1>
      {children ? <Suspense fallback={<PageLoading />}>{children}</Suspense> : null}
    </section>
  );
}

/** The loading state of a page body while its data streams in. */
export function PageLoading() {
  const t = useT();
  return (
    <p role="status" className="text-gray-700">
      {t('common.loading')}
    </p>
  );
}
