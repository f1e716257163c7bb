import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useT } from '../../shared/i18n/react';
import { isSafeLink } from '../../shared/links/safe-link';
import { menuConfigQuery } from '../../shared/queries/config';
import { textLink } from '../ui/styles';

/**
 * The shop's menu from the public menu configuration of the brand's vendor domain (§2, §7 Other).
 * The config call never fails: on any failure it answers the built-in fallback, and then the menu
 * shows the built-in entries of the brand table (the shop's front page and all products, on the
 * brand's own domain, labelled from the catalogue) rather than vanishing. Loaded after hydration
 * (advice, not page content); only http(s) links are rendered.
 */
export function ShopMenu() {
  const t = useT();
  const { api, brand } = useRouteContext({ from: '__root__' });
  const { data } = useQuery(menuConfigQuery(api, brand.vendorDomain));
  const builtIn = [
    { id: 'front', label: t('shopMenu.fallback.front'), url: brand.storeLinks.front },
    { id: 'all-products', label: t('shopMenu.fallback.allProducts'), url: brand.storeLinks.allProducts },
  ];
  const items = (data?.fallback ? builtIn : (data?.menu ?? [])).filter((m) => isSafeLink(m.url));
  if (items.length === 0) return null;
  return (
    <nav aria-label={t('shopMenu.label')} data-testid="shop-menu" data-fallback={data?.fallback ? '' : undefined}>
      <ul className="list-none p-0 m-0 mb-4 flex flex-wrap gap-x-6 gap-y-2">
        {items.map((m) => (
          <li key={m.id}>
            <a href={m.url} className={textLink}>
              {m.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
