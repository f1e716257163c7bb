/**
 * Photo row → the spec's Photo (§3): absolute signed URLs, ISO datetimes, three thumbnails.
 */
import { dayBucketExpiry, signScope } from './signing';

export const THUMB_WIDTHS = [300, 800, 1300] as const;

export type PhotoRow = {
  id: string;
  user_id: string;
  upload_id: string;
  local_file_name: string;
  date_taken: number | null;
  upload_end: number;
  width: number;
  height: number;
  media_key: string;
};

/** Columns to select for a PhotoRow (prefix with a table alias when joining). */
export const PHOTO_COLUMNS = 'id, user_id, upload_id, local_file_name, date_taken, upload_end, width, height, media_key';
export const photoColumns = (alias: string) =>
  PHOTO_COLUMNS.split(', ')
    .map((c) => `${alias}.${c}`)
    .join(', ');

export type Thumbnail = { id: string; url: string; width: number; height: number };
export type PhotoJson = {
  imageId: string;
  uploadId: string;
  localFileName: string;
  url: string;
  untouchedUrl: string;
  thumbnails: Thumbnail[];
  dateTaken?: string;
  uploadEnd: string;
  visibleWidth: number;
  visibleHeight: number;
  ownerId?: string;
};

/** Thumbnails keep the aspect ratio and never upscale a small original. */
export function thumbSize(width: number, height: number, target: number): { width: number; height: number } {
  const w = Math.min(target, width);
  return { width: w, height: Math.max(1, Math.round((height * w) / width)) };
}

/** Mints media URLs for one response; one signature per media key (pool images repeat a lot). */
export class MediaUrls {
  private readonly exp = dayBucketExpiry();
  private readonly sigs = new Map<string, Promise<string>>();
  constructor(
    private readonly baseUrl: string,
    private readonly secret: string,
  ) {}

  async url(mediaKey: string, variant: string): Promise<string> {
    let sig = this.sigs.get(mediaKey);
    if (!sig) {
      sig = signScope(this.secret, `media:${mediaKey}`, this.exp);
      this.sigs.set(mediaKey, sig);
    }
    const base = this.baseUrl.replace(/\/+$/, '');
    return `${base}/media/${mediaKey}/${variant}?exp=${this.exp}&sig=${await sig}`;
  }

  async photo(row: PhotoRow, opts: { withOwner?: boolean } = {}): Promise<PhotoJson> {
    const original = await this.url(row.media_key, 'original');
    const thumbnails: Thumbnail[] = [];
    for (const target of THUMB_WIDTHS) {
      const size = thumbSize(row.width, row.height, target);
      thumbnails.push({ id: `${row.id}-${target}`, url: await this.url(row.media_key, `${target}.jpg`), ...size });
    }
    const json: PhotoJson = {
      imageId: row.id,
      uploadId: row.upload_id,
      localFileName: row.local_file_name,
      url: original,
      untouchedUrl: original,
      thumbnails,
      ...(row.date_taken === null ? {} : { dateTaken: new Date(row.date_taken).toISOString() }),
      uploadEnd: new Date(row.upload_end).toISOString(),
      visibleWidth: row.width,
      visibleHeight: row.height,
    };
    if (opts.withOwner) json.ownerId = row.user_id;
    return json;
  }

  photos(rows: PhotoRow[], opts: { withOwner?: boolean } = {}): Promise<PhotoJson[]> {
    return Promise.all(rows.map((r) => this.photo(r, opts)));
  }
}
