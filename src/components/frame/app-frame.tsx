import { Link, useMatches } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense } from 'react';
import { useT } from '../../shared/i18n/react';
import type { Frame } from '../../shared/route-static-data';
import { focusRing } from '../ui/styles';
import { chromeFor } from './chrome';
import { Footer } from './footer';
import { gridFor } from './grid';
import { Header, SkipLink } from './header';
import { SideMenu } from './side-menu';
import { useStripped } from './stripped';

// Its own chunk: server-rendered with the page and working before hydration (a native popover), so
// the first-load JavaScript (tests/unit/bundle-size.test.ts) need not carry it.
const HelpChat = lazy(() => import('./help-chat').then((m) => ({ default: m.HelpChat })));

// Pages that only need the mode import ./stripped: importing this module brings the whole frame.
export { useStripped } from './stripped';

/**
 * Chooses the chrome around a page: header + side menu ('account'), header with the menu on large
 * screens only ('photos'), nothing ('bare', and every frame in stripped mode), or the signed-out
 * header ('public'). The page itself goes into the one <main id="main"> landmark.
 */
export function AppFrame({ frame, children }: { frame: Frame; children: ReactNode }) {
  const stripped = useStripped();
  const chrome = chromeFor(frame, stripped);
  const isHome = useMatches({ select: (ms) => ms.some((m) => m.routeId === '/') });

  if (frame === 'bare') {
    return (
      <main id="main" tabIndex={-1} data-frame={frame} className="min-h-screen outline-none">
        {children}
      </main>
    );
  }
  if (!chrome.header) {
    return (
      <main id="main" tabIndex={-1} data-frame={frame} data-stripped="" className={`${gridFor(frame === 'photos')} py-6 outline-none`}>
        {children}
      </main>
    );
  }

  // Small screens (< 575): the side menu is hidden, and home shows the menu as its page content
  // (account-area §2: 'home (exact; hidden on small screens)'). Only one of the two menus is
  // displayed at any width, so assistive technology meets one navigation landmark.
  const menuPage = chrome.menu === 'account' && isHome;
  const wide = frame === 'photos';

  return (
    <div data-frame={frame} className="min-h-screen flex flex-col">
      <SkipLink />
      {wide && <SkipLink photos />}
      <Header signedIn={chrome.signedIn} mobile={chrome.mobile} wide={wide} />
      {/* At least a screen tall (uno.config.ts): while a page streams, the footer waits below the
          fold, so content replacing a short placeholder moves nothing in view (CLS, issue 18 §1). */}
      {/* Photo pages start right under the header: their own rows keep the space (issue 34 §1). */}
      <div className={`${gridFor(wide)} flex-1 flex gap-8 ${frame === 'public' ? 'py-10' : wide ? 'pb-6' : 'py-6'}`}>
        {chrome.menu === 'account' ? (
          <div className="hidden sm:block w-64 shrink-0">
            <SideMenu />
          </div>
        ) : null}
        <main id="main" tabIndex={-1} className="flex-1 min-w-0 outline-none">
          {menuPage ? (
            <div className="sm:hidden">
              <SideMenu asPage />
            </div>
          ) : null}
          {chrome.menu === 'account' && !isHome ? <BackToMenu /> : null}
          {/* Home on phones is a dashboard under the menu (issue 17 §6): account status and recent
              orders stay; the page title and the shortcuts (the menu above is the shortcuts) go. */}
          {children}
        </main>
      </div>
      {chrome.feedback ? <Footer wide={wide} /> : null}
      {chrome.chat ? (
        <Suspense fallback={null}>
          <HelpChat />
        </Suspense>
      ) : null}
    </div>
  );
}

/**
 * Small screens only: the way back to the menu page (home), since the side menu is hidden there.
 * A page with its own back link (`data-back-link`, e.g. 'Back to orders') hides this one (main's
 * direct link child) through CSS (uno.config.ts): one back link per page, before and after hydration.
 */
function BackToMenu() {
  const t = useT();
  return (
    <Link to="/" className={`sm:hidden inline-flex items-center min-h-11 mb-2 text-brand-accent no-underline hover:underline ${focusRing}`}>
      <span aria-hidden="true">‹&nbsp;</span>
      {t('frame.backToMenu')}
    </Link>
  );
}
