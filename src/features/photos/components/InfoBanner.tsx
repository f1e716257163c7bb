import { useEffect, useId, useState } from 'react';
import { CloseIcon } from '../../../components/icons';
import { focusRing, textLink } from '../../../components/ui/styles';
import { useT } from '../../../shared/i18n/react';
import { isSafeLink } from '../../../shared/links/safe-link';
import { dismissedCookie, dismissedInBrowser } from '../../../shared/notices/dismissed';
import { useHydrated } from '../../library/hydrated';

export interface InfoBannerProps {
  /** The brand's FAQ address (http/https only; anything else hides the link). */
  faqUrl: string;
  /** PhotoManagementAlbumViewEnabled: the pre-launch variant. */
  albumsEnabled: boolean;
  /** The upload flag: 'Add photos' works, so uploading is not 'coming soon'. */
  uploadEnabled?: boolean;
  /** Dismissed before (its cookie, router context `dismissed`): not rendered at all, on the server either. */
  dismissed?: boolean;
}

/**
 * The banner's texts by the flags, truthfully (issue 16 §8): the spec's two variants (albums off:
 * albums and uploading coming soon; albums on: the pre-launch text) with the 'uploading is coming
 * soon' part replaced while the upload flag is on and 'Add photos' works.
 */
export function bannerTexts(albumsEnabled: boolean, uploadEnabled: boolean) {
  if (albumsEnabled)
    return {
      body: 'photos.banner.prelaunch.body',
      more: uploadEnabled ? 'photos.banner.prelaunch.moreUpload' : 'photos.banner.prelaunch.more',
    } as const;
  return { body: uploadEnabled ? 'photos.banner.bodyUpload' : 'photos.banner.body', more: 'photos.banner.more' } as const;
}

/** Where the dismissal was kept before the cookie: still honoured (and moved to the cookie). */
const LEGACY_DISMISSED_KEY = 'photos.infoBannerDismissed';

const rememberDismissed = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in older Safari and Firefox; the value is built (and its parts checked) by dismissedCookie.
  document.cookie = dismissedCookie(['photos-banner'], window.location.protocol === 'https:');
};

/**
 * The dismissible info banner of the Photos page: chronological timeline, albums and upload coming
 * soon (or the albums pre-launch text), FAQ link, 'Show more' / 'Show less'. Dismissal is kept in
 * a cookie (src/shared/notices/dismissed.ts) so that the server leaves the banner out of later
 * pages: removed only after hydration, it would move the whole timeline up.
 */
export function InfoBanner({ faqUrl, albumsEnabled, uploadEnabled = false, dismissed: dismissedBefore = false }: InfoBannerProps) {
  const t = useT();
  const moreId = useId();
  // Mounted after hydration (back from the Albums tab): the cookie knows a dismissal made since the
  // page loaded, which the router context (read by the worker) doesn't. Hydrating: as the server rendered.
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useState(() => dismissedBefore || (hydrated && dismissedInBrowser().includes('photos-banner')));
  const [expanded, setExpanded] = useState(false);
  useEffect(() => {
    if (dismissedBefore) return;
    try {
      // Dismissed before the cookie existed: hidden now, and left out by the server from now on.
      if (window.localStorage.getItem(LEGACY_DISMISSED_KEY) !== 'true') return;
      rememberDismissed();
      window.localStorage.removeItem(LEGACY_DISMISSED_KEY);
      setDismissed(true);
    } catch {
      // Blocked storage: nothing was kept there either.
    }
  }, [dismissedBefore]);
  if (dismissed) return null;
  const dismiss = () => {
    setDismissed(true);
    rememberDismissed();
  };
  const href = isSafeLink(faqUrl) ? faqUrl : null;
  const texts = bannerTexts(albumsEnabled, uploadEnabled);
  return (
    <aside
      aria-label={t('photos.banner.label')}
      className="relative my-3 photo:my-4 rounded-md bg-blue-50 p-3 photo:p-4 pr-12 photo:pr-12 text-sm photo:text-base text-gray-900"
    >
      <p className="m-0">{t(texts.body)}</p>
      {expanded && (
        <p id={moreId} className="mt-2 mb-0">
          {t(texts.more)}
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-4">
        <button
          type="button"
          className={`bg-transparent border-0 p-0 cursor-pointer ${textLink}`}
          aria-expanded={expanded}
          aria-controls={moreId}
          onClick={() => setExpanded((x) => !x)}
        >
          {t(expanded ? 'photos.banner.showLess' : 'photos.banner.showMore')}
        </button>
        {href && (
          <a className={textLink} href={href} target="_blank" rel="noopener noreferrer">
            {t('photos.banner.faq')}
          </a>
        )}
      </div>
      <button
        type="button"
        className={`absolute top-2 right-2 w-11 h-11 flex items-center justify-center bg-transparent border-0 cursor-pointer ${focusRing}`}
        aria-label={t('photos.banner.dismiss')}
        onClick={dismiss}
      >
        <CloseIcon />
      </button>
    </aside>
  );
}
