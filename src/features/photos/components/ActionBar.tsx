import { useId } from 'react';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/styles';
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
      className="fixed bottom-0 left-0 right-0 z-20 flex flex-wrap items-center justify-center gap-3 border-t border-solid border-gray-200 bg-white p-3 shadow-lg"
    >
      <span className="relative group">
        <button
          type="button"
          className={`${buttonSecondary} disabled:opacity-50 disabled:cursor-not-allowed`}
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
        <button type="button" className={`${buttonSecondary} disabled:opacity-50`} disabled={none} onClick={onCopyToAlbum}>
          {t('photos.actions.copyToAlbum')}
        </button>
      )}
      <button type="button" className={`${buttonPrimary} disabled:opacity-50`} disabled={none} onClick={onDelete}>
        {t('photos.actions.delete')}
      </button>
    </div>
  );
}
