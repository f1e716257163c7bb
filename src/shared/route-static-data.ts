import type { MessageId } from './i18n/intl';

/** Which chrome a route is shown in. */
export type Frame =
  /** header + side menu (account area) */
  | 'account'
  /** header, no side menu (photo library pages) */
  | 'photos'
  /** full screen, no header or menu (photo previews) */
  | 'bare'
  /** public page without menu; ships no JavaScript */
  | 'public';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Catalogue id of the page title ('page title | vendor domain'). */
    titleId?: MessageId;
    frame?: Frame;
  }
}
