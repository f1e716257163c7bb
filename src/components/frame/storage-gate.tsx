import { type ReactNode, useEffect, useState } from 'react';
import { inNextTask } from '../../shared/next-task';
import { canUseLocalStorage } from '../../shared/storage/storage-check';
import { StorageBlockedPage } from '../page/storage-blocked-page';

/**
 * The block-cookies page (account-area 'Other screens'): after hydration, a local-storage
 * write/read test; when it fails the app can't keep its preferences, so the page says so instead.
 * The server can't know, so it always renders the page (no flash for the common case); the
 * blocked page is a React page in the public frame like the other public pages.
 */
export function StorageGate({ children }: { children: ReactNode }) {
  const [blocked, setBlocked] = useState(false);
  // In a task of its own: the page's first local-storage access costs a phone tens of
  // milliseconds, too much to add to the first commit's effects (next-task.ts).
  useEffect(() => inNextTask(() => setBlocked(!canUseLocalStorage(() => window.localStorage))), []);
  if (!blocked) return <>{children}</>;
  return <StorageBlockedPage />;
}
