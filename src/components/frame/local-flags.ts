import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { withStorageOverrides } from '../../shared/flags/flags';

/**
 * Local-storage flags (photo-library §5) are invisible to the server, so they apply after
 * hydration has matched the server's HTML: the router context gets the merged flags and the
 * matches re-run, which re-renders whatever a flag changes.
 */
export function useLocalFlagOverrides(): void {
  const router = useRouter();
  useEffect(() => {
    const context = router.options.context;
    if (!context) return;
    const local = withStorageOverrides(context.flags, window.location.search, (key) => window.localStorage.getItem(key));
    if (JSON.stringify(local) === JSON.stringify(context.flags)) return;
    context.flags = local;
    void router.invalidate();
  }, [router]);
}
