import { Link, useRouteContext } from '@tanstack/react-router';
import { useT } from '../../shared/i18n/react';
import { focusRing } from '../ui/styles';
import { SignOutForm } from './sign-out-form';

/**
 * Brand header: skip link, logo (to the store front), and for signed-in pages the "My account"
 * link and, on small screens, the sign-out button (a POST form; the side menu is hidden there).
 */
export function Header({ signedIn, mobile }: { signedIn: boolean; mobile: 'sm' | 'photo' }) {
  const t = useT();
  const { brand } = useRouteContext({ from: '__root__' });
  return (
    <header className="border-b border-b-solid border-gray-200 bg-white">
      <div className="mx-auto max-w-screen-xl flex items-center gap-4 px-4 h-16">
        <a href={brand.storeLinks.front} className={`text-xl font-bold text-brand no-underline ${focusRing}`}>
          {brand.theme.logoText}
        </a>
        {signedIn ? (
          <>
            {/* Small screens: the way back is the page's own "Back to My account" link. */}
            <Link to="/" className={`hidden sm:inline text-gray-800 no-underline hover:underline whitespace-nowrap ${focusRing}`}>
              {t('page.account.title')}
            </Link>
            <SignOutForm
              className={`ml-auto ${mobile === 'photo' ? 'photo:hidden' : 'sm:hidden'} inline-flex items-center min-h-11 px-3 whitespace-nowrap rounded-md border border-solid border-brand-accent text-brand-accent bg-white no-underline ${focusRing}`}
            >
              {t('menu.signOut')}
            </SignOutForm>
          </>
        ) : null}
      </div>
    </header>
  );
}

export function SkipLink() {
  const t = useT();
  return (
    <a
      href="#main"
      className={`sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:bg-white focus:px-4 focus:py-2 focus:rounded-md text-brand-accent ${focusRing}`}
    >
      {t('frame.skipToContent')}
    </a>
  );
}
