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
    // One line floating at the bottom (issue 34 §1: the photos get the screen), the whole text on
    // 'Show more'. It gives way to the select mode's action bar (uno.config.ts).
    <aside
      aria-label={t('photos.banner.label')}
      data-photos-notice=""
      className={`fixed z-20 bottom-2 inset-x-2 photo:inset-x-auto photo:left-4 photo:bottom-4 photo:max-w-4xl flex gap-x-3 pl-3 pr-1 rounded-lg border border-solid border-blue-200 bg-blue-50 shadow-lg text-sm text-gray-900 ${expanded ? 'flex-wrap items-start py-2' : 'items-center min-h-11'}`}
    >
      <div className={`min-w-0 flex-1 ${expanded ? 'basis-full order-first pr-11' : ''}`}>
        <p className={expanded ? 'm-0' : 'm-0 truncate'}>{t(texts.body)}</p>
        {expanded && (
          <p id={moreId} className="mt-2 mb-0">
            {t(texts.more)}
          </p>
        )}
      </div>
      <button
        type="button"
        className={`shrink-0 min-h-11 bg-transparent border-0 p-0 cursor-pointer whitespace-nowrap ${textLink}`}
        aria-expanded={expanded}
        aria-controls={moreId}
        onClick={() => setExpanded((x) => !x)}
      >
        {t(expanded ? 'photos.banner.showLess' : 'photos.banner.showMore')}
      </button>
      {href && (
        // On a phone's one line there is room for the text and 'Show more'; the FAQ comes with the whole text.
        <a
          className={`shrink-0 self-center whitespace-nowrap ${expanded ? '' : 'hidden photo:inline'} ${textLink}`}
          href={href}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('photos.banner.faq')}
        </a>
      )}
      <button
        type="button"
        className={`shrink-0 w-11 h-11 flex items-center justify-center bg-transparent border-0 cursor-pointer ${expanded ? 'absolute top-0 right-0' : ''} ${focusRing}`}
        aria-label={t('photos.banner.dismiss')}
        onClick={dismiss}
      >
        <CloseIcon className="w-5 h-5" />
      </button>
    </aside>
  );
}
