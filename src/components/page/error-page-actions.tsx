import { useRouteContext } from '@tanstack/react-router';
import { useT } from '../../shared/i18n/react';
import { safeReturnTo } from '../../shared/links/return-to';
import { withStripped } from '../../shared/links/stripped';
import { useStripped } from '../frame/stripped';
import { buttonPrimary, textLink } from '../ui/styles';

/**
 * Any base works: safeReturnTo only ever returns a path on it, and only the path is used.
 */
const PATH_BASE = 'https://app.invalid';

/** `href` when it is a same-origin path (its path, search and hash), else `fallback`. */
export function samePathOr(href: string | undefined, fallback: string): string {
  if (!href) return fallback;
  const safe = safeReturnTo(href, PATH_BASE);
  return safe === '/' && href !== '/' ? fallback : safe;
}

/** 'Try again' target: the error page's `returnTo` when it is a same-origin path, else settings. */
export function tryAgainHref(returnTo: string | undefined): string {
  return samePathOr(returnTo, '/settings');
}

/** 'Try again' and the contact-customer-care link of the account-area error pages. */
export function ErrorPageActions({ returnTo }: { returnTo: string | undefined }) {
  const t = useT();
  const { brand } = useRouteContext({ from: '__root__' });
  const stripped = useStripped();
  return (
    <>
      <a href={withStripped(tryAgainHref(returnTo), stripped)} className={buttonPrimary}>
        {t('common.tryAgain')}
      </a>
      <a href={brand.storeLinks.customerCare} className={textLink}>
        {t('common.contactCustomerCare')}
      </a>
    </>
  );
}
