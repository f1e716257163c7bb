import { useMatch } from '@tanstack/react-router';
import { type ReactNode, Suspense, useEffect } from 'react';
import type { MessageId } from '../../shared/i18n/intl';
import { useT } from '../../shared/i18n/react';
import { pageHeading } from '../ui/styles';

/**
 * A route's page: its <h1> is the route's own title (`staticData.titleId`, which the document
 * title reads too), so a route names its title once; then its body (see TitledPage).
 */
export function PageTitle({ children }: { children?: ReactNode }) {
  const titleId = useMatch({ strict: false, select: (match) => match.staticData?.titleId });
  if (titleId === undefined) throw new Error('PageTitle: the route has no staticData.titleId');
  return <TitledPage titleId={titleId}>{children}</TitledPage>;
}

/**
 * A page's <h1> and its body. The body sits in its own Suspense boundary, so a body that suspends
 * on data (`useSuspenseQuery`) streams in after the shell: header, menu and page title reach the
 * browser first (issue 2, item 5). Pages whose feature comes with a later issue render only the
 * title: their real frame, nothing invented.
 */
export function TitledPage({ titleId, children }: { titleId: MessageId; children?: ReactNode }) {
  const t = useT();
  useFocusOnPageChange();
  return (
    <section aria-labelledby="page-title">
      {/* Focusable by script only: where the focus goes after a client-side page change. */}
      <h1 id="page-title" tabIndex={-1} className={`${pageHeading} outline-none`}>
        {t(titleId)}
      </h1>
      {children ? <Suspense fallback={<PageLoading />}>{children}</Suspense> : null}
    </section>
  );
}

/** Set once the first page is shown: every later page title that mounts is a client-side page change. */
let pageShown = false;

/**
 * After a client-side page change the focus moves to the new page's heading (issue 35 §6): a screen
 * reader announces where the customer now is, and the next Tab is the content's first control, not
 * the skip link and the menu again (issue 17 §7), also after a menu link kept the focus. A control
 * the new page focused itself (a form's first field) keeps it. Here, in the pages' shared chunk,
 * not the frame: the first-load budget has no room for it.
 */
function useFocusOnPageChange() {
  useEffect(() => {
    const active = document.activeElement;
    const focusedByPage = active !== null && active !== document.body && !!document.getElementById('main')?.contains(active);
    if (pageShown && !focusedByPage) document.getElementById('page-title')?.focus({ preventScroll: true });
    pageShown = true;
  }, []);
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
