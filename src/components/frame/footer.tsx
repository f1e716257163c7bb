import { useRouteContext } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useT } from '../../shared/i18n/react';
import { textLink } from '../ui/styles';
import { gridFor } from './grid';
import { feedbackHref } from './menu-entries';

const ShopMenu = lazy(() => import('./shop-menu').then((m) => ({ default: m.ShopMenu })));

/**
 * The shop menu is only fetched in the browser, after hydration (advice, not page content: the
 * server renders nothing there), so its code and TanStack Query's observer load then too instead
 * of with every page's first load (DESIGN §5).
 */
function ShopMenuAfterHydration() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? (
    <Suspense fallback={null}>
      <ShopMenu />
    </Suspense>
  ) : null;
}

/** Page footer with the per-locale feedback form link, on the page's grid. */
export function Footer({ wide }: { wide: boolean }) {
  const t = useT();
  const { brand } = useRouteContext({ from: '__root__' });
  return (
    <footer className="border-t border-t-solid border-gray-200 mt-12">
      <div className={`${gridFor(wide)} py-6 pr-40`}>
        <ShopMenuAfterHydration />
        <a href={feedbackHref(brand.storeLinks.customerCare, brand.feedbackFormId)} className={textLink}>
          {t('feedback.link')}
        </a>
      </div>
    </footer>
  );
}
