import { Link, useRouteContext } from '@tanstack/react-router';
import { useT } from '../../shared/i18n/react';
import { pageHeading, textLink } from '../ui/styles';

/** Unknown paths (and ids that don't parse): shown inside the frame; the response status is 404. */
export function NotFoundPage() {
  const t = useT();
  // The reference support asks for, as on every error page (issue 35 §4): the request that rendered the page.
  const { correlationId } = useRouteContext({ from: '__root__' });
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className={pageHeading}>
        {t('error.notFound.title')}
      </h1>
      <p>{t('error.notFound.body')}</p>
      <p>
        <Link to="/" className={textLink}>
          {t('error.notFound.home')}
        </Link>
      </p>
      {correlationId ? <small className="text-gray-600">{t('error.correlationId', { id: correlationId })}</small> : null}
    </section>
  );
}
