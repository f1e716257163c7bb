import * as z from 'zod';
import { LOCALES } from '../i18n/locales';
import { REGIONS } from './regions';

/**
 * Shape of one brand. The table in brands.ts is checked against this schema by its unit test,
 * not on every request: the table is code, so a bad entry must fail CI, not production traffic.
 */
const https = z.url({ protocol: /^https$/ });
const host = z.string().regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/);

export const brandSchema = z.strictObject({
  key: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  /** Every host that resolves to the brand: production, staging, and `<key>.localhost`. */
  hosts: z.array(host).min(3),
  /** Where it is deployed: wrangler.toml's routes are generated from this (`npm run routes`). */
  deploy: z.strictObject({ region: z.enum(REGIONS), production: host, staging: host }),
  vendorDomain: host,
  vendorId: z.string().min(1),
  /** The spec's channel types: Albelli (the main family) and Resnap (the second one). */
  channelType: z.enum(['Albelli', 'Resnap']),
  countryCode: z.string().regex(/^[A-Z]{2}$/),
  locale: z.enum(LOCALES),
  currency: z.string().regex(/^[A-Z]{3}$/),
  /** Key into the AUTHORITIES binding: which identity provider signs this brand in. */
  authority: z.enum(['main', 'se']),
  extraSignInParams: z.record(z.string(), z.string()).optional(),
  storeLinks: z.strictObject({ front: https, allProducts: https, faq: https, customerCare: https }),
  theme: z.strictObject({
    name: z.string().min(1),
    primaryColor: z.string().regex(/^#[0-9a-f]{6}$/),
    accentColor: z.string().regex(/^#[0-9a-f]{6}$/),
    logoText: z.string().min(1),
  }),
  feedbackFormId: z.string().min(1),
  chat: z.strictObject({ enabled: z.boolean(), provider: z.string().min(1).optional() }),
});

export type Brand = z.infer<typeof brandSchema>;

/** Table-wide rules a single-entry schema can't express. */
export const brandTableSchema = z.array(brandSchema).superRefine((brands, ctx) => {
  const seenKeys = new Set<string>();
  const seenHosts = new Set<string>();
  for (const b of brands) {
    if (seenKeys.has(b.key)) ctx.addIssue({ code: 'custom', message: `duplicate key ${b.key}` });
    seenKeys.add(b.key);
    for (const h of b.hosts) {
      if (seenHosts.has(h)) ctx.addIssue({ code: 'custom', message: `duplicate host ${h}` });
      seenHosts.add(h);
    }
    if (!b.hosts.includes(b.deploy.production) || !b.hosts.includes(b.deploy.staging)) {
      ctx.addIssue({ code: 'custom', message: `${b.key}: its production and staging hosts must be among its hosts` });
    }
    if (b.deploy.production === b.deploy.staging) {
      ctx.addIssue({ code: 'custom', message: `${b.key}: staging must not share the production host` });
    }
    if (!b.hosts.includes(`${b.key}.localhost`)) {
      ctx.addIssue({ code: 'custom', message: `${b.key} lacks its local host ${b.key}.localhost` });
    }
    for (const link of Object.values(b.storeLinks)) {
      const linkHost = new URL(link).hostname;
      if (linkHost !== b.vendorDomain && !linkHost.endsWith(`.${b.vendorDomain}`)) {
        ctx.addIssue({ code: 'custom', message: `${b.key}: ${link} is not on ${b.vendorDomain}` });
      }
    }
  }
});
