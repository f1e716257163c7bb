import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { FLAG_NAMES, FLAGS_COOKIE } from '../../shared/flags/flags';
import { inNextTask } from '../../shared/next-task';

// True only in the deployed worker's bundle (scripts/deploy.mjs), which then leaves the browser-only
// module out (a condition its bundler decides while reading the file): the server runs no effects.
declare const __DEPLOYED_WORKER__: boolean | undefined;
const loadApply = typeof __DEPLOYED_WORKER__ !== 'undefined' && __DEPLOYED_WORKER__ ? undefined : () => import('./apply-local-flags');

/**
 * Applies the flags stored in local storage (photo-library §5; apply-local-flags.ts), loaded only
 * where a flag is stored or mirrored: most visitors have none. In a task of its own, not with the
 * first commit's other effects: the first local-storage access is slow on a phone (next-task.ts).
 */
export function useLocalFlagOverrides(): void {
  const router = useRouter();
  useEffect(
    () =>
      inNextTask(() => {
        if (!loadApply) return;
        try {
          if (!document.cookie.includes(`${FLAGS_COOKIE}=`) && !FLAG_NAMES.some((name) => localStorage.getItem(name) !== null)) return;
        } catch {
          return; // Blocked site data: StorageGate says so.
        }
        void loadApply().then(({ applyLocalFlags }) => applyLocalFlags(router));
      }),
    [router],
  );
}
