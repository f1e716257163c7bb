import type { Frame } from '../../shared/route-static-data';

/** Which pieces of chrome a page shows, decided from its frame and the display mode only. */
export interface Chrome {
  header: boolean;
  /** Signed-in header: the "My account" link and, on small screens, the sign-out button. */
  signedIn: boolean;
  /**
   * Side menu visibility: 'account' = shown from the small breakpoint (575) up, and on small screens
   * only on home (home is the menu page there); 'drawer' = a menu button in the header opens it over
   * the page, from the photo breakpoint (576) up; 'none'.
   */
  menu: 'account' | 'drawer' | 'none';
  chat: boolean;
  feedback: boolean;
  /** Which breakpoint is "mobile" for this page: photo pages use 576, the rest 575. */
  mobile: 'sm' | 'photo';
}

/**
 * The chrome per frame.
 *
 * Decision for 'photos' (the spec is silent; issue 34 §1): the photos get the screen. The side menu
 * gives way to a drawer that the header's menu button opens over the page (from 576 px; a native
 * popover, so it works before hydration and without JavaScript), keeping the rest of the account
 * one click away without a 290 px column beside the photos. Phones have no menu: the photos page
 * has its own back link to the overview (photo-library §2).
 *
 * Public pages are for people who are signed out (or just deleted their account): brand header and
 * help only, no account links. Stripped mode (`?stripped=true`) drops every piece of chrome.
 */
export function chromeFor(frame: Frame, stripped: boolean): Chrome {
  const none: Chrome = { header: false, signedIn: false, menu: 'none', chat: false, feedback: false, mobile: 'sm' };
  if (frame === 'bare') return { ...none, mobile: 'photo' };
  if (stripped) return { ...none, mobile: frame === 'photos' ? 'photo' : 'sm' };
  switch (frame) {
    case 'account':
      return { header: true, signedIn: true, menu: 'account', chat: true, feedback: true, mobile: 'sm' };
    case 'photos':
      // The help chat is hidden on photo routes (both specs).
      return { header: true, signedIn: true, menu: 'drawer', chat: false, feedback: true, mobile: 'photo' };
    case 'public':
      return { header: true, signedIn: false, menu: 'none', chat: true, feedback: true, mobile: 'sm' };
  }
}
