import * as z from 'zod/mini';
import type { Http } from './http';
import { Email, seg } from './schemas';

export const RequestedStatus = z.object({ status: z.string() });
export const EmailChanged = z.object({ status: z.string(), email: Email });

/** The signed-in identity: both parts come from the verified token (idp_type, idp_sub). */
export interface IdentityRef {
  idpType: string;
  idpSub: string;
}

/**
 * The app origin the e-mailed link must point at (`X-App-Origin`, checked by the upstream). In the
 * browser the /api proxy sets it from the request's own origin; server-side callers pass it.
 */
const linkOrigin = (appOrigin?: string) => (appOrigin ? { headers: { 'X-App-Origin': appOrigin } } : undefined);

const base = (id: IdentityRef) => `/v2/identities/${seg(id.idpType)}/${seg(id.idpSub)}`;

/**
 * Identity API: account deletion and e-mail change, each a request then a confirmation with the
 * e-mailed token. 409 (e-mail in use) and 429 (rate limited) surface as `UpstreamHttpError.status`.
 */
export function identityApi(http: Http) {
  return {
    requestDeleteAccount: (id: IdentityRef, channel: string, appOrigin?: string) =>
      http.sendJson('POST', `${base(id)}/deleteaccount`, { channel }, RequestedStatus, linkOrigin(appOrigin)),
    confirmDeleteAccount: (id: IdentityRef, token: string) =>
      http.sendJson('POST', `${base(id)}/deleteaccount/${seg(token)}/actions/confirm`, undefined, RequestedStatus),
    requestEmailChange: (id: IdentityRef, email: string, channel: string, appOrigin?: string) =>
      http.sendJson('POST', `${base(id)}/emailchanges`, { email, channel }, RequestedStatus, linkOrigin(appOrigin)),
    confirmEmailChange: (id: IdentityRef, token: string) =>
      http.sendJson('POST', `${base(id)}/emailchanges/${seg(token)}/actions/confirm`, undefined, EmailChanged),
  };
}
