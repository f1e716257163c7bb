import type { Photo } from '../../../shared/api/photo-management';
import { formatPhotoDay, formatPhotoMoment } from '../../../shared/i18n/photo-dates';
import { useIntl, useT } from '../../../shared/i18n/react';

/** The upstream's "no date" bucket is January 1970 (photo spec §2: 'Unknown Date'). */
function isUnknownDate(d: Date): boolean {
  return Number.isNaN(d.getTime()) || (d.getUTCFullYear() === 1970 && d.getUTCMonth() === 0);
}

/**
 * A photo's dates in the page's locale, as every photo page writes a day (shared/i18n/photo-dates.ts:
 * one form per kind of date, issue 34 §5): the date taken ('Unknown Date' when missing) and the
 * upload date with its time.
 */
export function usePhotoDates(photo: Photo | undefined): { taken: string; uploaded: string } {
  const t = useT();
  const intl = useIntl();
  const show = (iso: string | undefined, withTime: boolean) => {
    const d = iso ? new Date(iso) : null;
    if (!d || isUnknownDate(d)) return t('photos.month.unknown');
    return withTime ? formatPhotoMoment(d, intl.formatLocale) : formatPhotoDay(d, intl.formatLocale);
  };
  return { taken: photo ? show(photo.dateTaken, false) : '', uploaded: photo ? show(photo.uploadEnd, true) : '' };
}

/** The info panel ('i'): date taken, upload date, file name, dimensions when known. */
export function PreviewInfo({ id, photo, onClose }: { id: string; photo: Photo | undefined; onClose: () => void }) {
  const t = useT();
  const dates = usePhotoDates(photo);
  const known = photo?.visibleWidth && photo.visibleHeight;
  const rows: [string, string][] = photo
    ? [
        [t('photos.info.taken'), dates.taken],
        [t('photos.info.uploaded'), dates.uploaded],
        [t('photos.info.fileName'), photo.localFileName],
        [
          t('photos.info.dimensions'),
          known
            ? t('photos.info.pixels', { width: String(photo.visibleWidth), height: String(photo.visibleHeight) })
            : t('photos.info.unknown'),
        ],
      ]
    : [];
  return (
    <aside
      id={id}
      aria-label={t('photos.info.title')}
      // From the medium breakpoint a column beside the stage, which narrows (the photo and › stay
      // in view, issue 34 §4); below it a sheet over the stage.
      className="absolute z-10 right-0 top-0 bottom-0 w-full sm:w-80 md:static md:shrink-0 bg-gray-900/95 text-white p-4 overflow-auto"
    >
      <div className="flex items-center justify-between mb-3">
        <h2 className="m-0 text-base font-semibold">{t('photos.info.title')}</h2>
        <button
          type="button"
          className="w-11 h-11 flex items-center justify-center rounded-full bg-white/10 text-white border-0 cursor-pointer"
          aria-label={t('photos.info.close')}
          onClick={onClose}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <dl className="m-0 grid gap-3 text-sm">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt className="text-white/70">{term}</dt>
            <dd className="m-0 break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
