import { createElement, lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { getPushSocket } from '../../../client/push/socket';
import { reportClientError } from '../../../client/report-error';
import { announce } from '../../../components/overlay/announcer';
import { showToast, updateToast } from '../../../components/overlay/Toaster';
import type { Api } from '../../../shared/api/index';
import { useIntl, useT } from '../../../shared/i18n/react';
import { usePhotosApi } from '../api';
import type { ArchiveToastLabels } from './ArchiveToastBody';
import { archiveName, MAX_ARCHIVE_PHOTOS, TOAST_LONG_MS } from './archive';
import type { ArchiveManager, ArchiveMessages, RunningJob } from './manager';
import type { PendingStorage } from './pending';
import { PENDING_KEY } from './pending-key';
import { saveLink } from './save';
import { downloadSinglePhoto } from './single';

function sessionStorageOrNull(): PendingStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

let shared: ArchiveManager | null = null;
/** The client the manager calls: the latest one handed to `archiveManager`. */
let latestApi: Api | null = null;
/** The running toast's texts in the page's language (set by the hook, like the manager's messages). */
let latestLabels: ArchiveToastLabels = { cancel: 'Cancel', cancelLabel: 'Cancel download', progress: (p) => `${p.done} / ${p.total}` };

// Its own chunk, loaded when a zip is first asked for: the pages that offer downloads stay within
// their route budget (tests/unit/bundle-size.test.ts). Until it arrives the toast says its phase.
/** Defined `true` when scripts/deploy.mjs bundles the worker (`--define`); undefined elsewhere. */
declare const __DEPLOYED_WORKER__: boolean | undefined;
const ArchiveToastBody = lazy(() =>
  typeof __DEPLOYED_WORKER__ !== 'undefined' && __DEPLOYED_WORKER__
    ? Promise.reject(new Error('the zip toast is browser-only'))
    : import('./ArchiveToastBody').then((m) => ({ default: m.ArchiveToastBody })),
);

/** A running job's toast: its phase, progress and Cancel (the toast turns into 'Downloaded' in place). */
function runningMessage(text: string, job: RunningJob) {
  return createElement(
    Suspense,
    { fallback: text },
    createElement(ArchiveToastBody, { text, progress: job.progress, onCancel: job.cancel, labels: latestLabels }),
  );
}

/** The texts the manager speaks in, set by the hook (the page's language) before and after it loads. */
let latestMessages: ArchiveMessages | null = null;
let loadingManager: Promise<ArchiveManager> | null = null;

/**
 * The tab's one archive manager (browser only), loaded with its chunk when a zip is first asked
 * for or a job is to be resumed: the pages that offer downloads keep it out of their route chunk
 * (tests/unit/bundle-size.test.ts). One per tab whatever `api` a caller holds (the root's resume
 * and a page's hook may hold different but equivalent clients): two managers would each resume
 * the same jobs.
 */
function archiveManager(api: Api): Promise<ArchiveManager> {
  latestApi = api;
  // Browser-only (effects and clicks): the deployed worker's bundle leaves it out (issue 31 §3).
  // The whole branch is left out, so the push socket and the toasts' code are not bundled either.
  loadingManager ??=
    typeof __DEPLOYED_WORKER__ !== 'undefined' && __DEPLOYED_WORKER__
      ? Promise.reject(new Error('browser-only'))
      : import('./manager').then(({ ArchiveManager }) => {
          const downloads = () => (latestApi ?? api).downloads;
          shared = new ArchiveManager({
            api: {
              start: (b) => downloads().start(b),
              startShared: (b) => downloads().startShared(b),
              url: (id) => downloads().url(id),
              list: () => downloads().list(),
              cancel: (id) => downloads().cancel(id),
            },
            socket: getPushSocket,
            storage: sessionStorageOrNull(),
            toast: (message, { running, replace, ...options }) => {
              const shown = running ? runningMessage(message, running) : message;
              return replace === undefined ? showToast(shown, options) : updateToast(replace, shown, options);
            },
            announce,
            save: (url) => saveLink(url),
            report: (error, action) => void reportClientError(error, action),
          });
          if (latestMessages) shared.setMessages(latestMessages);
          return shared;
        });
  return loadingManager;
}

/** Whether this tab remembered a job (only the key: the manager reads the entries with their schema). */
function hasPendingJobs(): boolean {
  try {
    return window.sessionStorage.getItem(PENDING_KEY) !== null;
  } catch {
    return false;
  }
}

export interface ArchiveDownload {
  /** Zip of up to 100 own photos (more than one; one photo goes by URL). */
  download: (photoIds: string[], name?: string) => Promise<boolean>;
  /** Zip of photos of a shared album: {albumId, photos:[{photoId, ownerId}]}. */
  downloadShared: (request: { albumId: string; photos: { photoId: string; ownerId: string }[]; name?: string }) => Promise<boolean>;
  /**
   * What a selection's Download does (photo spec §7): one photo by URL and file name ('Error: Your
   * photo could not be downloaded' toast on failure), more as a zip (own, or the shared-album call
   * when `sharedAlbumId` is given). Resolves true when the photo was saved or the job accepted.
   */
  downloadSelection: (photos: SelectedPhoto[], options?: { name?: string; sharedAlbumId?: string }) => Promise<boolean>;
  /** A job is being started (the POST is under way). */
  starting: boolean;
}

export interface SelectedPhoto {
  imageId: string;
  url: string;
  localFileName: string;
  /** Shared-album photos: the owner (the shared-album download needs it). */
  ownerId?: string;
}

/**
 * Multi-photo download as a zip (photo spec §4 "Archive job"). Mounting it anywhere also resumes the
 * jobs a reload interrupted, so the zip still arrives. Mount <Toaster /> on the page for the toasts.
 *
 * @example const { download } = useArchiveDownload(); onDownload={(ids) => void download(ids)}
 */
export function useArchiveDownload(apiOverride?: Api): ArchiveDownload {
  const t = useT();
  const contextApi = usePhotosApi();
  const api = apiOverride ?? contextApi;
  const [starting, setStarting] = useState(false);
  const preparing = t('downloads.toast.preparing');
  const downloading = t('downloads.toast.downloading');
  const finished = t('downloads.toast.downloaded');
  const failed = t('downloads.toast.failed');
  const couldNotDownload = t('downloads.error.many');
  const cancelled = t('downloads.toast.cancelled');
  const cancel = t('downloads.toast.cancel');
  const cancelLabel = t('downloads.toast.cancelLabel');
  // One formatter per language: the count is a number argument, formatted for the locale.
  const intl = useIntl();
  const progress = useCallback(
    ({ done, total }: { done: number; total: number }) => intl.formatMessage({ id: 'downloads.toast.progress' }, { done, count: total }),
    [intl],
  );
  // A new object only when a text changes (the language), so the effect below runs once per api and language.
  const messages: ArchiveMessages = useMemo(
    () => ({ preparing, downloading, finished, failed, couldNotDownload, cancelled, progress }),
    [preparing, downloading, finished, failed, couldNotDownload, cancelled, progress],
  );
  const errorOne = t('photos.download.errorOne');
  // The zip's name in the customer's language ('Fotos 2026-11-29 10-05'), unless an album names it.
  const zipName = t('downloads.zipName');
  useEffect(() => {
    latestMessages = messages;
    shared?.setMessages(messages);
    latestApi = api;
    latestLabels = { cancel, cancelLabel, progress: messages.progress };
    if (hasPendingJobs()) void archiveManager(api).then((manager) => manager.resume());
  }, [api, messages, cancel, cancelLabel]);

  const download = useCallback(
    async (photoIds: string[], name?: string) => {
      const ids = [...new Set(photoIds)].slice(0, MAX_ARCHIVE_PHOTOS);
      if (ids.length === 0 || photoIds.length > MAX_ARCHIVE_PHOTOS) return false;
      setStarting(true);
      try {
        // Stamped in the user's local time, also when a name (an album's) is given.
        return await (await archiveManager(api)).start({ kind: 'own', photoIds: ids }, archiveName(new Date(), name ?? zipName));
      } finally {
        setStarting(false);
      }
    },
    [api, zipName],
  );
  const downloadShared = useCallback<ArchiveDownload['downloadShared']>(
    async ({ albumId, photos, name }) => {
      if (photos.length === 0 || photos.length > MAX_ARCHIVE_PHOTOS) return false;
      setStarting(true);
      try {
        return await (await archiveManager(api)).start({ kind: 'shared', albumId, photos }, archiveName(new Date(), name ?? zipName));
      } finally {
        setStarting(false);
      }
    },
    [api, zipName],
  );
  const downloadSelection = useCallback<ArchiveDownload['downloadSelection']>(
    async (photos, options = {}) => {
      const [only] = photos;
      if (photos.length === 1 && only) {
        if ((await downloadSinglePhoto(only)) === 'success') return true;
        showToast(errorOne, { kind: 'error', duration: TOAST_LONG_MS });
        return false;
      }
      if (options.sharedAlbumId === undefined)
        return download(
          photos.map((p) => p.imageId),
          options.name,
        );
      return downloadShared({
        albumId: options.sharedAlbumId,
        photos: photos.map((p) => ({ photoId: p.imageId, ownerId: p.ownerId ?? '' })),
        name: options.name,
      });
    },
    [download, downloadShared, errorOne],
  );
  return { download, downloadShared, downloadSelection, starting };
}
