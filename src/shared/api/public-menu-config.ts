import * as z from 'zod/mini';
import type { Http } from './http';
import { HttpUrl, seg } from './schemas';

export const MenuItem = z.object({ id: z.string(), label: z.string(), url: HttpUrl });
export type MenuItem = z.infer<typeof MenuItem>;
export const MenuLinks = z.object({
  home: z.nullable(HttpUrl),
  allProducts: z.nullable(HttpUrl),
  faq: z.nullable(HttpUrl),
  customerCare: z.nullable(HttpUrl),
  privacy: z.nullable(HttpUrl),
});
/** Public menu config of a vendor domain (shop menu and footer links). */
export const MenuConfig = z.object({
  vendorDomain: z.string(),
  vendorId: z.optional(z.string()),
  locale: z.optional(z.string()),
  menu: z.array(MenuItem),
  links: MenuLinks,
});
export type MenuConfig = z.infer<typeof MenuConfig> & { fallback?: boolean };

/**
 * Built-in defaults used whenever the config can't be loaded or parsed (spec §8): no shop menu and
 * no external links, so nothing points at a guessed URL; pages show their own entries only.
 */
export function fallbackMenuConfig(vendorDomain: string): MenuConfig {
  return {
    vendorDomain,
    menu: [],
    links: { home: null, allProducts: null, faq: null, customerCare: null, privacy: null },
    fallback: true,
  };
}

/** Public config API (no token). `menu()` never rejects: failure → fallback, told to `onError`. */
export function publicMenuConfigApi(http: Http, onError?: (error: unknown) => void) {
  return {
    menu: async (vendorDomain: string, signal?: AbortSignal): Promise<MenuConfig> => {
      try {
        return await http.getJson(`/${seg(vendorDomain)}`, MenuConfig, { signal });
      } catch (error) {
        onError?.(error);
        return fallbackMenuConfig(vendorDomain);
      }
    },
  };
}
export type PublicMenuConfigApi = ReturnType<typeof publicMenuConfigApi>;
