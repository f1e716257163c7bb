import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { withStorageOverrides } from '../../shared/flags/flags';
import { inNextTask } from '../../shared/next-task';

/**
 * Local-storage flags (photo-library §5) are invisible to the server, so they apply after
 * hydration has matched the server's HTML: the router context gets the merged flags and the
 * matches re-run, which re-renders whatever a flag changes. Read in a task of its own, not with
 * the first commit's other effects: the first local-storage access is slow on a phone (next-task.ts).
 */
export function useLocalFlagOverrides(): void {
  const router = useRouter();
  useEffect(
    () =>
      inNextTask(() => {
        const context = router.options.context;
        if (!context) return;
        const local = withStorageOverrides(context.flags, window.location.search, (key) => window.localStorage.getItem(key));
        if (JSON.stringify(local) === JSON.stringify(context.flags)) return;
        context.flags = local;
        void router.invalidate();
      }),
    [router],
  );
}
