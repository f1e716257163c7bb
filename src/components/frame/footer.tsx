import { useRouteContext } from '@tanstack/react-router';
import { useT } from '../../shared/i18n/react';
import { textLink } from '../ui/styles';
import { ShopMenu } from '../../features/settings/components/ShopMenu';
import { feedbackHref } from './menu-entries';

/** Page footer with the per-locale feedback form link. */
export function Footer() {
  const t = useT();
  const { brand } = useRouteContext({ from: '__root__' });
  return (
    <footer className="border-t border-t-solid border-gray-200 mt-12">
      <div className="mx-auto max-w-screen-xl px-4 py-6 pr-40">
        <ShopMenu />
        <a href={feedbackHref(brand.storeLinks.customerCare, brand.feedbackFormId)} className={textLink}>
          {t('feedback.link')}
        </a>
      </div>
    </footer>
  );
}
