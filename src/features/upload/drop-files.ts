/**
 * Page-wide drag-and-drop (issue 16 §7), the pure part: whether a drag carries files (a dragged
 * link or text selection must not open the upload) and the files of a drop.
 */
export function carriesFiles(data: Pick<DataTransfer, 'types'> | null | undefined): boolean {
  return !!data && Array.from(data.types ?? []).includes('Files');
}

export function droppedFiles(data: Pick<DataTransfer, 'files'> | null | undefined): File[] {
  return data?.files ? Array.from(data.files) : [];
}

/**
 * Counts nested dragenter/dragleave pairs (each child element fires its own): the overlay shows
 * from the first enter until the matching last leave, a drop or a cancelled drag.
 */
export class DragDepth {
  private depth = 0;
  enter(): boolean {
    this.depth++;
    return true;
  }
  leave(): boolean {
    this.depth = Math.max(0, this.depth - 1);
    return this.depth > 0;
  }
  reset(): false {
    this.depth = 0;
    return false;
  }
}
