import { queryOptions, useQuery } from '@tanstack/react-query';
import { useRouteContext, useSearch } from '@tanstack/react-router';
import type { Api } from '../../../shared/api/index';
import { useT } from '../../../shared/i18n/react';
import { QK } from '../../../shared/queries/keys';
import { findUpload, UPLOAD_ID } from '../uploads';

const uploadQuery = (api: Api, id: string) =>
  queryOptions({
    queryKey: [QK.config, 'storage', 'upload', id] as const,
    queryFn: () => findUpload(api.storage, id),
  });

/**
 * The shop and the editor send a customer who uploaded a photo to the account with `?upload=<id>`
 * (for instance as the return address of the sign-in). The overview then confirms it through the
 * storage look-up: the customer's own upload, or one made before signing in. Nothing is shown for
 * an unknown id or a failed look-up (it is a confirmation, not page content).
 */
export function UploadNotice() {
  const t = useT();
  const { api } = useRouteContext({ from: '__root__' });
  const raw: unknown = useSearch({ strict: false, select: (s: Record<string, unknown>) => s.upload });
  const id = typeof raw === 'string' && UPLOAD_ID.test(raw) ? raw : null;
  const found = useQuery({ ...uploadQuery(api, id ?? ''), enabled: id !== null });
  if (!found.data) return null;
  const { upload, anonymous } = found.data;
  return (
    <p role="status" data-testid="upload-notice" className="m-0 rounded-lg border border-solid border-cyan-700 bg-cyan-50 p-3">
      {t(anonymous ? 'uploads.anonymous' : 'uploads.own', { fileName: upload.fileName })}
    </p>
  );
}
