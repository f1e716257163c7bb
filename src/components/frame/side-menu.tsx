import { Link, useRouteContext } from '@tanstack/react-router';
import { useT } from '../../shared/i18n/react';
import { focusRing } from '../ui/styles';
import { menuEntries } from './menu-entries';
import { SignOutForm } from './sign-out-form';

const item = `flex items-center min-h-11 px-4 rounded-md no-underline hover:bg-gray-100 ${focusRing}`;
const inactive = 'text-gray-800';
const active = 'font-bold text-brand-accent bg-gray-100 border-l-4 border-l-solid border-l-brand';

/**
 * The account side menu (account-area §2 'Side menu'); the active entry carries aria-current="page".
 * `asPage`: the menu is the page itself (home on small screens), so its heading is the page's h1;
 * there its entries are the dashboard's shortcut tiles (CSS in uno.config.ts: no bytes in the entry).
 */
export function SideMenu({ asPage = false }: { asPage?: boolean }) {
  const t = useT();
  const { brand, flags, session } = useRouteContext({ from: '__root__' });
  const Heading = asPage ? 'h1' : 'h2';
  const headingId = asPage ? 'menu-page-heading' : 'side-menu-heading';
  const entries = menuEntries({
    isBusiness: session?.isBusiness ?? false,
    timelineEnabled: flags.PhotoManagementTimelineViewEnabled,
    faqUrl: brand.storeLinks.faq,
  });
  return (
    <nav aria-labelledby={headingId}>
      <Heading id={headingId} className={asPage ? 'text-2xl font-bold mt-0 mb-4' : 'text-lg font-bold px-4 mt-0 mb-2'}>
        {t('page.account.title')}
      </Heading>
      <ul className="list-none m-0 p-0 flex flex-col gap-1">
        {entries.map((e) => (
          <li key={e.key}>
            {'post' in e ? (
              <SignOutForm className={`${item} ${inactive} w-full border-0 bg-transparent text-left`}>{t(e.labelId)}</SignOutForm>
            ) : 'href' in e ? (
              <a href={e.href} className={`${item} ${inactive}`} rel="noopener">
                {t(e.labelId)}
              </a>
            ) : (
              <Link
                to={e.to}
                activeOptions={{ exact: e.exact ?? false, includeSearch: false }}
                activeProps={{ className: active }}
                inactiveProps={{ className: inactive }}
                className={item}
              >
                {t(e.labelId)}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
