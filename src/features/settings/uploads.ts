import type { StorageApi, Upload } from '../../shared/api/storage';

export type FoundUpload = { upload: Upload; anonymous: boolean };

/** An upload id as the storage service makes them (a UUID); anything else is not looked up. */
export const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The storage look-up of an upload handed over to the account (account-area §7 Storage): first the
 * customer's own upload (`GET /uploads/{id}?accountId=`, the owner put in by the API client; 404 →
 * none), else an upload made before sign-in (`POST /getanonymousuploads` with the id; 404 → empty,
 * the first element is used).
 * Null when neither knows it. Upstream failures other than 404 are thrown.
 */
export async function findUpload(storage: Pick<StorageApi, 'upload' | 'anonymousUploads'>, id: string): Promise<FoundUpload | null> {
  if (!UPLOAD_ID.test(id)) return null;
  const own = await storage.upload(id);
  if (own) return { upload: own, anonymous: false };
  const [first] = await storage.anonymousUploads([id]);
  return first ? { upload: first, anonymous: true } : null;
}
