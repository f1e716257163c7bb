import { useCallback, useEffect, useRef, useState } from 'react';
import { DownloadIcon } from '../../../components/icons';
import { useT } from '../../../shared/i18n/react';
import { downloadSinglePhoto, type SingleDownloadState } from '../downloads/single';

type Photo = { url: string; localFileName: string };

/**
 * Single-photo download state (photo spec §4: initial → pending → success | failure), back to
 * initial when `photoKey` changes; unmounting (the preview closes) drops it too. A result that
 * arrives after the photo changed is ignored.
 */
export function useSinglePhotoDownload(photoKey: string | undefined) {
  const [state, setState] = useState<SingleDownloadState>('initial');
  const current = useRef(photoKey);
  current.current = photoKey;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `photoKey` is the trigger: another photo resets the state to initial.
  useEffect(() => setState('initial'), [photoKey]);
  const download = useCallback(async (photo: Photo) => {
    const key = current.current;
    setState('pending');
    const result = await downloadSinglePhoto(photo);
    if (current.current === key) setState(result);
  }, []);
  return { state, download };
}

export interface PhotoDownloadButtonProps {
  photo: (Photo & { imageId?: string }) | undefined;
  className?: string;
}

/**
 * The preview's Download button: saves the photo by URL and file name, shows 'Downloading…' while
 * pending, then 'Photo downloaded' or 'Error: Your photo could not be downloaded'.
 */
export function PhotoDownloadButton({ photo, className }: PhotoDownloadButtonProps) {
  const t = useT();
  const { state, download } = useSinglePhotoDownload(photo?.imageId ?? photo?.url);
  return (
    <>
      <button
        type="button"
        className={className}
        // Not `disabled` while pending: a disabled button drops the focus out of the viewer.
        disabled={!photo}
        aria-disabled={state === 'pending' || undefined}
        aria-busy={state === 'pending' || undefined}
        onClick={() => photo && state !== 'pending' && void download(photo)}
      >
        <DownloadIcon />
        <span className="sr-only sm:not-sr-only whitespace-nowrap">
          {state === 'pending' ? t('photos.download.pending') : t('photos.actions.download')}
        </span>
      </button>
      {state === 'success' && (
        <span role="status" className="text-sm sr-only sm:not-sr-only">
          {t('photos.download.success')}
        </span>
      )}
      {state === 'failure' && (
        <span role="alert" className="text-sm">
          {t('photos.download.errorOne')}
        </span>
      )}
    </>
  );
}
