/** Response schemas of photo-library.md §3, as strict as the app's zod parsing. */
import { z } from 'zod';

export const ThumbnailSchema = z.object({
  id: z.string(),
  url: z.url(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export const PhotoSchema = z.strictObject({
  imageId: z.string(),
  uploadId: z.string(),
  localFileName: z.string(),
  url: z.url(),
  untouchedUrl: z.url(),
  thumbnails: z.array(ThumbnailSchema),
  dateTaken: z.iso.datetime().optional(),
  uploadEnd: z.iso.datetime(),
  visibleHeight: z.number().int().positive(),
  visibleWidth: z.number().int().positive(),
  ownerId: z.string().optional(),
});
export const PageSchema = z.object({ cursor: z.string().nullable(), images: z.array(PhotoSchema) });
export const TimelineSchema = z.record(
  z.string().regex(/^\d{4}$/),
  z.record(z.string().regex(/^\d{1,2}$/), z.number().int().nonnegative()),
);
export const AlbumSchema = z.object({
  albumId: z.string(),
  albumName: z.string(),
  coverPhoto: PhotoSchema.nullable(),
  photosCount: z.number().int().nonnegative(),
  created: z.iso.datetime(),
  updated: z.iso.datetime(),
});
export const OwnAlbumSchema = AlbumSchema.extend({ userId: z.string(), isShared: z.boolean() });
export const SharedAlbumSchema = AlbumSchema.extend({
  ownerId: z.string(),
  owner: z.object({ email: z.email() }),
  participants: z.array(z.object({ email: z.email() })),
});
