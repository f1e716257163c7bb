import { Link } from '@tanstack/react-router';
import { buttonPrimary, focusRing, pageHeading, textLink } from '../../../components/ui/styles';
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
  `inline-flex items-center min-h-11 px-4 no-underline border-0 border-b-4 border-solid ${active ? 'border-brand-accent font-semibold text-gray-900' : 'border-transparent text-gray-600 hover:text-gray-900'} ${focusRing}`;

/** 'My photos' heading (back link to the overview on small screens), tabs with counts, 'Add photos'. */
export function PhotosHeader({ active, photosCount, albumsCount, uploadEnabled, onAddPhotos }: PhotosHeaderProps) {
  const t = useT();
  // The shell streams before the counts arrive: '-' until hydrated, so the markup matches.
  const hydrated = useHydrated();
  return (
    <header className="mb-2">
      <Link to="/" search={true} className={`photo:hidden ${textLink}`}>
        {t('frame.backToMenu')}
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        {/* Tighter on small screens: the first photos start within the first screen (issue 16 §8). */}
        <h1 className={`${pageHeading} !mb-2 photo:!mb-4`}>{t('page.myPhotos.title')}</h1>
        {uploadEnabled && onAddPhotos && (
          <button type="button" className={`ml-auto ${buttonPrimary}`} onClick={onAddPhotos}>
            {t('photos.add')}
          </button>
        )}
      </div>
      <nav aria-label={t('photos.tabs.label')} className="flex gap-2 border-0 border-b border-solid border-gray-200">
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
    </header>
  );
}
