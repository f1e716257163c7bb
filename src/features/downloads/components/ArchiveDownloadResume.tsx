import { lazy, Suspense, useEffect, useState } from 'react';
import { PENDING_KEY } from '../../library/downloads/pending-key';

// The manager, socket client and toaster load only in a tab that has a job to resume.
const Runner = lazy(() => import('./ArchiveResumeRunner'));

/**
 * Only whether a job was remembered: the runner reads the entries with their schema (and ignores
 * expired ones). Reading them here would put zod into every page's first load.
 */
function hasPendingJobs(): boolean {
  try {
    return window.sessionStorage.getItem(PENDING_KEY) !== null;
  } catch {
    return false; // Storage blocked: nothing can have been remembered.
  }
}

/**
 * Mounted once in the root (signed-in frames): after a reload on ANY page, an archive job this tab
 * started and has not saved yet is picked up again (replayed events, or the job's state asked of
 * the upstream), so the zip still arrives, once. Renders nothing when no job is pending.
 */
export function ArchiveDownloadResume() {
  const [pending, setPending] = useState(false);
  useEffect(() => setPending(hasPendingJobs()), []);
  if (!pending) return null;
  return (
    <Suspense fallback={null}>
      <Runner />
    </Suspense>
  );
}
