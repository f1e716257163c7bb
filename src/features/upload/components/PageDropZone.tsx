import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../shared/i18n/react';
import { carriesFiles, DragDepth, droppedFiles } from '../drop-files';

export interface PageDropZoneProps {
  /** The upload flag: off, the page ignores dropped files (the browser's default stays). */
  enabled: boolean;
  /** The dropped files (any type: the dialog checks each and says why one is refused). */
  onFiles: (files: File[]) => void;
}

/**
 * Drop photos anywhere on the page (issue 16 §7): while files are dragged over the window an overlay
 * says so; a drop opens 'Upload photos' with them. A drop the dialog's own drop area handled (its
 * handler prevented the default) is left alone, so files are not added twice.
 */
export function PageDropZone({ enabled, onFiles }: PageDropZoneProps) {
  const t = useT();
  const [over, setOver] = useState(false);
  const latest = useRef(onFiles);
  latest.current = onFiles;
  useEffect(() => {
    if (!enabled) return;
    const depth = new DragDepth();
    const enter = (e: DragEvent) => {
      if (carriesFiles(e.dataTransfer)) setOver(depth.enter());
    };
    const overPage = (e: DragEvent) => {
      if (!carriesFiles(e.dataTransfer) || e.defaultPrevented) return;
      e.preventDefault(); // Allows the drop (the browser would otherwise open the file).
      if (e.dataTransfer) e.dataTransfer.dropEffect = 'copy';
    };
    const leave = (e: DragEvent) => {
      if (carriesFiles(e.dataTransfer)) setOver(depth.leave());
    };
    const end = () => setOver(depth.reset());
    const drop = (e: DragEvent) => {
      setOver(depth.reset());
      if (!carriesFiles(e.dataTransfer) || e.defaultPrevented) return;
      e.preventDefault();
      const files = droppedFiles(e.dataTransfer);
      if (files.length) latest.current(files);
    };
    window.addEventListener('dragenter', enter);
    window.addEventListener('dragover', overPage);
    window.addEventListener('dragleave', leave);
    window.addEventListener('dragend', end);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragenter', enter);
      window.removeEventListener('dragover', overPage);
      window.removeEventListener('dragleave', leave);
      window.removeEventListener('dragend', end);
      window.removeEventListener('drop', drop);
    };
  }, [enabled]);
  if (!enabled || !over) return null;
  return (
    <div
      data-testid="page-drop-zone"
      aria-hidden="true"
      className="fixed inset-0 z-60 pointer-events-none flex items-center justify-center p-4 bg-[color:var(--color-overlay)]"
    >
      <p className="m-0 rounded-[var(--radius-lg)] border-4 border-dashed border-white bg-[color:var(--color-surface)] px-6 py-4 text-lg font-semibold text-[color:var(--color-text)] shadow-[var(--elevation-3)]">
        {t('upload.dropPage')}
      </p>
    </div>
  );
}
