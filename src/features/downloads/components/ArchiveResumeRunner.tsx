import { Toaster } from '../../../components/overlay/Toaster';
import { useArchiveDownload } from '../../library/downloads/use-archive-download';

/** Resumes the tab's pending archive jobs (the hook does it when mounted) and hosts their toasts. */
export default function ArchiveResumeRunner() {
  useArchiveDownload();
  return <Toaster />;
}
