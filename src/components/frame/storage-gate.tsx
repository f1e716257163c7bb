import { useEffect, useState, type ReactNode } from 'react';
import { useT } from '../../shared/i18n/react';
import { canUseLocalStorage } from '../../shared/storage/storage-check';

/**
 * The block-cookies page (account-area 'Other screens'): after hydration, a local-storage
 * write/read test; when it fails the app can't keep its preferences, so the page says so instead.
 * The server can't know, so it always renders the page (no flash for the common case).
 */
export function StorageGate({ children }: { children: ReactNode }) {
  const t = useT();
  const [blocked, setBlocked] = useState(false);
  useEffect(() => {
    setBlocked(!canUseLocalStorage(() => window.localStorage));
  }, []);
  if (!blocked) return <>{children}</>;
  return (
    <main id="main" className="mx-auto max-w-xl p-6">
      <p role="alert" className="text-lg">
        {t('storage.blocked')}
      </p>
    </main>
  );
}
