import { Link } from '@tanstack/react-router';
import { MenuDrawer } from '../../../components/frame/menu-drawer';
import { ChevronLeftIcon, PlusIcon } from '../../../components/icons';
import { buttonPrimary, focusRing } from '../../../components/ui/styles';
import { useT } from '../../../shared/i18n/react';
import { useHydrated } from '../hydrated';

export interface PhotosHeaderProps {
  active: 'photos' | 'albums';
  /** From `photosTabCount` / `albumsTabCount` ('-' while unknown). */
  photosCount: number | '-';
  albumsCount: number | '-';
  /** Upload flag: shows 'Add photos' (the import dialog comes with the upload issue). */
  uploadEnabled: boolean;
  onAddPhotos?: () => void;
}

const tab = (active: boolean) =>
  `inline-flex items-center shrink-0 h-full px-1.5 photo:px-3 text-sm photo:text-base whitespace-nowrap no-underline border-0 border-b-3 border-solid ${active ? 'border-brand-accent font-semibold text-gray-900' : 'border-transparent text-gray-600 hover:text-gray-900'} ${focusRing}`;

/**
 * One row (issue 34 §1: the photos get the screen): from 576 px the account menu's button (its
 * drawer: the menu gives way to the photos), on small screens the back link to the overview
 * (an arrow, its name for screen readers), 'My photos', the tabs with counts and, from 576 px,
 * 'Add photos'. On a phone 'Add photos' is the photo bar's '+' below (PhotoBar), which stays in
 * reach while scrolling; a page without that bar (the import states) keeps it here (uno.config.ts).
 */
export function PhotosHeader({ active, photosCount, albumsCount, uploadEnabled, onAddPhotos }: PhotosHeaderProps) {
  const t = useT();
  // The shell streams before the counts arrive: '-' until hydrated, so the markup matches.
  const hydrated = useHydrated();
  return (
    <header className="flex items-stretch gap-1 photo:gap-4 h-11 photo:h-12 border-0 border-b border-solid border-gray-200">
      <MenuDrawer />
      <Link
        to="/"
        search={true}
        aria-label={t('frame.backToMenu')}
        className={`photo:hidden -ml-2 w-8 shrink-0 flex items-center justify-center text-gray-900 ${focusRing}`}
      >
        <ChevronLeftIcon />
      </Link>
      <h1 className="m-0 mr-1 self-center shrink-0 text-base photo:text-2xl font-bold text-ink whitespace-nowrap">
        {t('page.myPhotos.title')}
      </h1>
      {/* Scrolls sideways where a language's labels don't fit a phone's row. */}
      <nav aria-label={t('photos.tabs.label')} className="flex min-w-0 overflow-x-auto photo:ml-2">
        <Link
          to="/my-photos/photos"
          search={true}
          className={tab(active === 'photos')}
          aria-current={active === 'photos' ? 'page' : undefined}
        >
          {t('photos.tab.photos', { count: hydrated ? photosCount : '-' })}
        </Link>
        <Link
          to="/my-photos/albums"
          search={true}
          className={tab(active === 'albums')}
          aria-current={active === 'albums' ? 'page' : undefined}
        >
          {t('photos.tab.albums', { count: hydrated ? albumsCount : '-' })}
        </Link>
      </nav>
      {uploadEnabled && onAddPhotos && (
        <button
          type="button"
          data-add-photos=""
          className={`ml-auto self-center shrink-0 ${buttonPrimary} !px-3 photo:!px-5 gap-1`}
          onClick={onAddPhotos}
        >
          <PlusIcon className="w-5 h-5" />
          <span className="sr-only photo:not-sr-only">{t('photos.add')}</span>
        </button>
      )}
    </header>
  );
}
