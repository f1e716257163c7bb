import { CSRF_HEADER, CSRF_VALUE } from '../../shared/api/browser';
import { UPLOAD_TIMEOUT_MS, UploadResult } from '../../shared/api/storage';
import type { ImageKind } from './file-check';

/** Why an upload failed, for the per-file message. */
export type UploadFailure = 'unsupported' | 'tooBig' | 'signedOut' | 'network' | 'server';

export class UploadError extends Error {
  override name = 'UploadError';
  constructor(
    readonly failure: UploadFailure,
    readonly status: number,
  ) {
    super(`upload failed: ${failure} (${status})`);
  }
}

export function failureOf(status: number): UploadFailure {
  if (status === 415) return 'unsupported';
  if (status === 413) return 'tooBig';
  if (status === 401) return 'signedOut';
  if (status === 0) return 'network';
  return 'server';
}

export type UploadOutcome = ReturnType<typeof UploadResult.parse>;

/**
 * Uploads one photo through the same-origin `/api/storage` proxy (raw body, `?filename=`, the
 * detected image type, the CSRF header) with XMLHttpRequest, which reports upload progress (fetch
 * doesn't). `onProgress` gets 0..1. The answer is schema-checked; its status 'DUPLICATE' means the
 * same file was already in the library and nothing new was stored (`isDuplicate`).
 */
export function uploadFile(
  file: Blob,
  fileName: string,
  kind: ImageKind,
  options: {
    onProgress?: (fraction: number) => void;
    /** The whole body has been sent: from now on an abort no longer stops the upstream storing it. */
    onSent?: () => void;
    signal?: AbortSignal;
    base?: string;
  } = {},
): Promise<UploadOutcome> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const url = `${options.base ?? '/api/storage'}/uploads?filename=${encodeURIComponent(fileName)}`;
    xhr.open('POST', url);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.withCredentials = false; // Same origin: the session cookie goes anyway.
    xhr.setRequestHeader('Content-Type', kind);
    xhr.setRequestHeader(CSRF_HEADER, CSRF_VALUE);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) options.onProgress?.(Math.min(1, e.loaded / e.total));
    };
    xhr.upload.onload = () => options.onSent?.();
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status > 299) return reject(new UploadError(failureOf(xhr.status), xhr.status));
      let json: unknown;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        return reject(new UploadError('server', xhr.status));
      }
      const parsed = UploadResult.safeParse(json);
      if (!parsed.success) return reject(new UploadError('server', xhr.status));
      options.onProgress?.(1);
      resolve(parsed.data);
    };
    xhr.onerror = () => reject(new UploadError('network', 0));
    xhr.ontimeout = () => reject(new UploadError('network', 0));
    xhr.onabort = () => reject(new UploadError('network', 0));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

/** The upstream recognised the file as one already in the library (by its content): nothing stored. */
export const isDuplicate = (outcome: UploadOutcome): boolean => outcome.status === 'DUPLICATE';
