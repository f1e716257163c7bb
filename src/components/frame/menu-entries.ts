import type { MessageId } from '../../shared/i18n/intl';

/** Internal destinations of the side menu (registered route paths). */
export type MenuPath =
  | '/'
  | '/orders'
  | '/invoices'
  | '/integration'
  | '/settings'
  | '/settings/b2b'
  | '/saved-projects'
  | '/online-products'
  | '/my-photos/photos'
  | '/widgets';

export type MenuEntry =
  | {
      key: string;
      labelId: MessageId;
      to: MenuPath;
      /** Active only on this exact path (home), else also on its sub-pages. */
      exact?: boolean;
    }
  | { key: string; labelId: MessageId; href: string }
  /** A same-origin POST form (sign-out: never a GET another site could trigger). */
  | { key: string; labelId: MessageId; post: '/logout' };

export interface MenuInput {
  isBusiness: boolean;
  /** PhotoManagementTimelineViewEnabled */
  timelineEnabled: boolean;
  /** brand.storeLinks.faq */
  faqUrl: string;
}

/** The side-menu entries of account-area §2 'Side menu', in order, for one customer. */
export function menuEntries({ isBusiness, timelineEnabled, faqUrl }: MenuInput): MenuEntry[] {
  const entries: (MenuEntry | false)[] = [
    { key: 'overview', labelId: 'menu.overview', to: '/', exact: true },
    { key: 'orders', labelId: 'menu.orders', to: '/orders' },
    isBusiness && { key: 'invoices', labelId: 'menu.invoices', to: '/invoices' },
    isBusiness && { key: 'ftp', labelId: 'menu.ftp', to: '/integration' },
    { key: 'settings', labelId: 'menu.settings', to: isBusiness ? '/settings/b2b' : '/settings' },
    { key: 'savedProjects', labelId: 'menu.savedProjects', to: '/saved-projects' },
    // 'My online photo books' (§2 side-menu titles): reachable from the menu, not only from an order (issue 17 §3).
    { key: 'onlineProducts', labelId: 'menu.onlineProducts', to: '/online-products' },
    timelineEnabled && { key: 'savedPhotos', labelId: 'menu.savedPhotos', to: '/my-photos/photos' },
    !isBusiness && { key: 'widgets', labelId: 'menu.widgets', to: '/widgets' },
    { key: 'faq', labelId: 'menu.faq', href: faqUrl },
    { key: 'signOut', labelId: 'menu.signOut', post: '/logout' },
  ];
  return entries.filter((e): e is MenuEntry => e !== false);
}

/** The per-locale feedback form, opened on the brand's customer-care site. */
export function feedbackHref(customerCare: string, feedbackFormId: string): string {
  const url = new URL(customerCare);
  url.searchParams.set('feedbackForm', feedbackFormId);
  return url.href;
}
