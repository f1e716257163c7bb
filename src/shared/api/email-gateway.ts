import * as z from 'zod/mini';
import type { Http } from './http';
import { Email, seg } from './schemas';

export const SubscriptionConfirmed = z.object({ email: Email, subscribed: z.boolean() });
export const SubscriptionRequested = z.object({ status: z.string() });

/** E-mail gateway: newsletter double opt-in. No bearer token (the person may be signed out). */
export function emailGatewayApi(http: Http) {
  const base = (email: string) => `/api/v1/Profiles/${seg(email)}/subscription`;
  return {
    requestSubscription: (email: string, channel: string, appOrigin?: string) =>
      http.sendJson('POST', base(email), { channel, appOrigin }, SubscriptionRequested),
    confirmSubscription: (email: string, confirmationToken: string) =>
      http.sendJson('POST', `${base(email)}/confirm/${seg(confirmationToken)}`, { email, confirmationToken }, SubscriptionConfirmed),
  };
}
export type EmailGatewayApi = ReturnType<typeof emailGatewayApi>;
