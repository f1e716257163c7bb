import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { FLAG_NAMES, FLAGS_COOKIE } from '../../shared/flags/flags';
import { inNextTask } from '../../shared/next-task';

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
        try {
          if (!document.cookie.includes(`${FLAGS_COOKIE}=`) && !FLAG_NAMES.some((name) => localStorage.getItem(name) !== null)) return;
        } catch {
          return; // Blocked site data: StorageGate says so.
        }
        void import('./apply-local-flags').then(({ applyLocalFlags }) => applyLocalFlags(router));
      }),
    [router],
  );
}
