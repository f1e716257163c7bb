import { emailGatewayApi } from '../../../shared/api/email-gateway';
import { UpstreamHttpError } from '../../../shared/api/errors';
import { type IdentityRef, identityApi } from '../../../shared/api/identity';
import { serverTransport } from '../../api';
import type { Bindings } from '../../env';

export type ConfirmKind = 'delete-account' | 'change-email' | 'subscription';

export interface ConfirmCall {
  env: Pick<Bindings, 'UPSTREAM'>;
  correlationId: string;
  /** Bearer for the identity API; the e-mail gateway never gets one (spec: "no token"). */
  accessToken?: string;
  fetch?: typeof fetch;
  /** The brand's `Accept-Language` (see ServerTransportOptions). */
  acceptLanguage?: string;
}

/**
 * One confirm call through the typed upstream clients (src/shared/api: standard headers, zod-
 * parsed answers, timeouts, no redirects followed). Any failure — network, timeout, non-2xx,
 * schema-invalid answer — is `ok: false` with the status (0 when there was none) for the report;
 * the caller shows the flow's error page.
 */
export async function confirmUpstream(
  call: ConfirmCall,
  kind: ConfirmKind,
  p: { token: string; identity?: IdentityRef; email?: string },
): Promise<{ ok: boolean; status: number }> {
  const transport = serverTransport(call.env, call.accessToken ? { accessToken: call.accessToken } : null, call.correlationId, {
    ...(call.fetch ? { fetch: call.fetch } : {}),
    ...(call.acceptLanguage ? { acceptLanguage: call.acceptLanguage } : {}),
  });
  try {
    if (kind === 'subscription') {
      if (!p.email) throw new Error('subscription confirm needs the e-mail address');
      await emailGatewayApi(transport('emailGateway')).confirmSubscription(p.email, p.token);
    } else {
      if (!p.identity) throw new Error('identity confirm needs the identity');
      const identity = identityApi(transport('identity'));
      if (kind === 'delete-account') await identity.confirmDeleteAccount(p.identity, p.token);
      else await identity.confirmEmailChange(p.identity, p.token);
    }
    return { ok: true, status: 200 };
  } catch (err) {
    return { ok: false, status: err instanceof UpstreamHttpError ? err.status : 0 };
  }
}
