import type { MessageId } from '../i18n/intl';

/** The B2B account-status banner (account-area §2 'Other screens'): Default, New, Blocked. */
export type B2bStatus = 'Default' | 'New' | 'Blocked';

export interface BannerModel {
  tone: 'warning' | 'info' | 'error';
  textId: MessageId;
  action: 'completeDetails' | 'contactCustomerCare' | null;
}

export function b2bBanner(isB2b: boolean, status: B2bStatus): BannerModel | null {
  if (!isB2b) return null;
  switch (status) {
    case 'Default':
      return { tone: 'warning', textId: 'overview.b2b.default', action: 'completeDetails' };
    case 'New':
      return { tone: 'info', textId: 'overview.b2b.new', action: null };
    case 'Blocked':
      return { tone: 'error', textId: 'overview.b2b.blocked', action: 'contactCustomerCare' };
  }
}

/** Recent orders on the overview: the newest in-progress ones. */
export const OVERVIEW_RECENT_ORDERS = 3;
