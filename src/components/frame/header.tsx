import { Link, useRouteContext } from '@tanstack/react-router';
import { useT } from '../../shared/i18n/react';
import { focusRing } from '../ui/styles';
import { useGreetingName } from './greeting';
import { gridFor } from './grid';
import { SignOutForm } from './sign-out-form';

const headerLink = `items-center min-h-11 text-gray-800 no-underline hover:underline whitespace-nowrap ${focusRing}`;

/** Shown from the page's own small breakpoint up / below it (class names written out: UnoCSS reads them from here). */
const LARGE = { sm: 'hidden sm:inline-flex', photo: 'hidden photo:inline-flex' } as const;
const SMALL = { sm: 'sm:hidden', photo: 'photo:hidden' } as const;

/**
 * Brand header: logo (to the store front), and for signed-in pages the "My account" link, the
 * customer's name, help and the way back to the shop (issue 35 §6: the shop's own account, not a
 * separate app). On small screens the name and help give way (the page's menu has FAQs), and the
 * sign-out button appears (a POST form; the side menu is hidden there). On the phone's home the
 * menu page has 'Sign out' itself, so the header's yields to it (uno.config.ts).
 */
export function Header({ signedIn, mobile, wide }: { signedIn: boolean; mobile: 'sm' | 'photo'; wide: boolean }) {
  const t = useT();
  const { brand, session } = useRouteContext({ from: '__root__' });
  const name = useGreetingName(session?.firstName);
  const large = LARGE[mobile];
  const small = SMALL[mobile];
  return (
    <header className="border-b border-b-solid border-gray-200 bg-white">
      {/* Tighter on a phone, where the sign-out may wrap: the row fits 390 px in every language
          ('Se déconnecter' made French pages 429 px wide, and a phone zooms such a page out). */}
      <div className={`${gridFor(wide)} flex items-center gap-3 sm:gap-4 h-16`}>
        <a href={brand.storeLinks.front} className={`text-lg sm:text-xl font-bold text-brand no-underline ${focusRing}`}>
          {brand.theme.logoText}
        </a>
        {signedIn ? (
          <>
            {/* Small screens: the way back is the page's own "Back to My account" link. */}
            <Link to="/" className={`${large} ${headerLink}`}>
              {t('page.account.title')}
            </Link>
            <div className="ml-auto min-w-0 flex items-center gap-3 sm:gap-6">
              {name ? (
                <span data-greeting="" className={`${large} text-gray-700 whitespace-nowrap max-w-[16rem] truncate`}>
                  {t('frame.greeting', { name })}
                </span>
              ) : null}
              <a href={brand.storeLinks.faq} className={`${large} ${headerLink}`}>
                {t('frame.help')}
              </a>
              <a href={brand.storeLinks.front} className={`inline-flex ${headerLink} font-semibold text-brand-accent`}>
                <span aria-hidden="true">‹&nbsp;</span>
                {/* Phones: the short word, so the row keeps the logo and 'Sign out' in every language. */}
                <span className={large}>{t('frame.backToShop')}</span>
                <span className={small}>{t('shopMenu.label')}</span>
              </a>
              <SignOutForm
                className={`${small} inline-flex items-center min-w-0 min-h-11 px-2.5 text-sm leading-tight text-center rounded-md border border-solid border-brand-accent text-brand-accent bg-white no-underline ${focusRing}`}
              >
                {t('menu.signOut')}
              </SignOutForm>
            </div>
          </>
        ) : null}
      </div>
    </header>
  );
}

/**
 * 'Skip to content', and on photo pages (`photos`) a second one straight to the photos past the
 * header, tabs and bar (issue 34 §5: 22 Tab stops came before the first photo), shown only where
 * the page has photos (`#photos`, the timeline's) through CSS (uno.config.ts).
 */
export function SkipLink({ photos }: { photos?: boolean }) {
  const t = useT();
  return (
    <a
      href={photos ? '#photos' : '#main'}
      className={`sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:bg-white focus:px-4 focus:py-2 focus:rounded-md text-brand-accent ${focusRing}`}
    >
      {t(photos ? 'frame.skipToPhotos' : 'frame.skipToContent')}
    </a>
  );
}
