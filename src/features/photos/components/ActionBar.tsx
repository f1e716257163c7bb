import { useId } from 'react';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/styles';

/** Narrow buttons below the photo breakpoint, so the bar stays one row on a 360 px phone. */
const compact = 'shrink-0 whitespace-nowrap !px-2.5 text-sm photo:!px-5 photo:text-base';

import { useT } from '../../../shared/i18n/react';
import { downloadState } from '../../library/selection';

export interface ActionBarProps {
  selectedCount: number;
  /** PhotoManagementAlbumViewEnabled: shows 'Copy to album'. */
  albumsEnabled: boolean;
  onDownload: () => void;
  onCopyToAlbum: () => void;
  onDelete: () => void;
  /** A delete is running: the buttons wait. */
  busy?: boolean;
}

/**
 * Bottom action bar while selecting: download (disabled at 0 and above 100 with the limit tooltip),
 * copy to album (album flag) and delete (disabled with an empty selection).
 */
export function ActionBar({ selectedCount, albumsEnabled, onDownload, onCopyToAlbum, onDelete, busy = false }: ActionBarProps) {
  const t = useT();
  const tipId = useId();
  const download = downloadState(selectedCount);
  const none = selectedCount === 0 || busy;
  return (
    <div
      role="toolbar"
      aria-label={t('photos.actions.label')}
      // One row at any width (issue 16 §8): the count first, compact buttons on small screens.
      className="fixed bottom-0 left-0 right-0 z-20 flex flex-nowrap items-center justify-start photo:justify-center gap-1.5 photo:gap-3 overflow-x-auto border-t border-solid border-gray-200 bg-white px-2 py-2 photo:p-3 shadow-lg"
    >
      {/* The count where the actions are: the bar at the top may have scrolled away. On a phone a
          number badge (the words stay for screen readers) keeps the bar to one row. */}
      <span className="shrink-0 font-semibold whitespace-nowrap mr-auto photo:mr-2" data-testid="action-bar-count">
        <span
          aria-hidden="true"
          className="photo:hidden inline-flex items-center justify-center min-w-8 h-8 px-2 rounded-full bg-brand-accent text-white text-sm"
        >
          {selectedCount}
        </span>
        <span className="sr-only photo:not-sr-only">{t('photos.actions.count', { amount: selectedCount })}</span>
      </span>
      <span className="relative group">
        <button
          type="button"
          className={`${buttonSecondary} ${compact} disabled:opacity-50 disabled:cursor-not-allowed`}
          disabled={download.disabled || busy}
          aria-describedby={download.tooltip ? tipId : undefined}
          onClick={onDownload}
        >
          {t('photos.actions.download')}
        </button>
        {download.tooltip && (
          <span
            id={tipId}
            role="tooltip"
            className="absolute bottom-full left-1/2 -translate-x-1/2 mb-2 whitespace-nowrap rounded bg-gray-900 px-2 py-1 text-xs text-white"
          >
            {t(download.tooltip)}
          </span>
        )}
      </span>
      {albumsEnabled && (
        <button type="button" className={`${buttonSecondary} ${compact} disabled:opacity-50`} disabled={none} onClick={onCopyToAlbum}>
          {t('photos.actions.copyToAlbum')}
        </button>
      )}
      <button type="button" className={`${buttonPrimary} ${compact} disabled:opacity-50`} disabled={none} onClick={onDelete}>
        {t('photos.actions.delete')}
      </button>
    </div>
  );
}
