import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Toaster } from '../../../components/overlay/Toaster';
import { buttonSecondary } from '../../../components/ui/styles';
import type { Api } from '../../../shared/api/index';
import { formatPhotoMoment } from '../../../shared/i18n/photo-dates';
import { useIntl, useT } from '../../../shared/i18n/react';
import { downloadsQuery } from '../../../shared/queries/downloads';
import { STREAMED, suspendUntilSettled } from '../../../shared/queries/settled';
import { saveLink } from '../../library/downloads/save';
import { useArchiveDownload } from '../../library/downloads/use-archive-download';
import { downloadStatus, sortDownloads } from '../list';

/**
 * Past downloads (GET /downloads, newest first): name, date, state, and 'Download again' for a
 * finished zip (a fresh signed link each time). Loading, empty and error states; jobs still being
 * built are polled until they end.
 */
export function DownloadsPage({ api, failedId }: { api: Api; failedId?: string }) {
  const t = useT();
  // Also resumes a job a reload interrupted, so its zip is still saved on this page.
  useArchiveDownload(api);
  return (
    <div data-testid="downloads">
      <Toaster />
      {/* The list streams in after the shell; a page rendered complete (no JavaScript) has it in place. */}
      <Suspense
        fallback={
          <p role="status" className="text-gray-700">
            {t('downloads.loading')}
          </p>
        }
      >
        <DownloadsList api={api} failedId={failedId} />
      </Suspense>
    </div>
  );
}

function DownloadsList({ api, failedId }: { api: Api; failedId?: string }) {
  const t = useT();
  const intl = useIntl();
  const queryClient = useQueryClient();
  const query = suspendUntilSettled(
    useQuery({
      ...downloadsQuery(api),
      ...STREAMED,
      refetchInterval: (q) => (q.state.data?.items.some((i) => downloadStatus(i.status) === 'inProgress') ? 5_000 : false),
    }),
    () => queryClient.prefetchQuery(downloadsQuery(api)),
  );
  const [busy, setBusy] = useState<string | null>(null);
  // A plain 'Download again' link that failed comes back as ?failed={id} (src/worker/downloads).
  const [failed, setFailed] = useState<string | null>(failedId ?? null);

  const again = async (id: string) => {
    setBusy(id);
    setFailed(null);
    try {
      const { url } = await api.downloads.url(id);
      if (!saveLink(url)) throw new Error('unsafe link');
    } catch (error) {
      console.error('DOWNLOAD_AGAIN_FAILED', error);
      setFailed(id);
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      {query.status === 'error' ? (
        <div role="alert" className="flex items-center gap-3 p-4 bg-red-50 rounded-md">
          <span className="text-red-800">{t('downloads.error.load')}</span>
          <button
            type="button"
            className="underline text-brand-accent bg-transparent border-0 cursor-pointer"
            onClick={() => void query.refetch()}
          >
            {t('common.tryAgain')}
          </button>
        </div>
      ) : query.data.items.length === 0 ? (
        <p className="py-8 text-gray-700">{t('downloads.empty')}</p>
      ) : (
        <ul className="list-none m-0 p-0 divide-y divide-gray-200 border-0 border-y border-solid border-gray-200">
          {sortDownloads(query.data.items).map((item) => {
            const status = downloadStatus(item.status);
            const name = item.name ?? t('downloads.unnamed');
            return (
              <li key={item.id} data-testid="download-item" className="flex flex-wrap items-center gap-3 py-3">
                <div className="flex-1 min-w-48">
                  <p className="m-0 font-semibold text-gray-900 break-words">{name}</p>
                  <p className="m-0 text-sm text-gray-600">
                    {item.created ? formatPhotoMoment(new Date(item.created), intl.formatLocale) : null}
                    {item.created ? ' · ' : null}
                    {t(`downloads.status.${status}`)}
                  </p>
                  {failed === item.id && (
                    <p role="alert" className="m-0 mt-1 text-sm text-red-700">
                      {t('downloads.error.many')}
                    </p>
                  )}
                </div>
                {status === 'finished' && (
                  // A link to the worker's fresh signed link, so it works before hydration and
                  // without JavaScript; the hydrated page fetches the link itself and shows a
                  // failure in place.
                  <a
                    href={`/downloads/${encodeURIComponent(item.id)}/zip`}
                    className={`${buttonSecondary} no-underline${busy === item.id ? ' opacity-50 pointer-events-none' : ''}`}
                    aria-disabled={busy === item.id || undefined}
                    onClick={(event) => {
                      event.preventDefault();
                      if (busy !== item.id) void again(item.id);
                    }}
                  >
                    {busy === item.id ? t('downloads.again.busy') : t('downloads.again')}
                    {/* Which download, for a screen reader; the name starts with the visible label (WCAG 2.5.3, label in name). */}
                    <span className="sr-only"> {name}</span>
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
