import { z } from 'zod';
import type { Http } from './http';
import { HttpUrl, seg } from './schemas';

/** Side-menu entries of account spec §2 ("Side menu"), in display order. */
export const MENU_KEYS = ['overview', 'orders', 'invoices', 'settings', 'projects', 'photos', 'widgets', 'faq', 'logout'] as const;

export const MenuItem = z.looseObject({
  key: z.string(),
  label: z.string().optional(),
  url: HttpUrl.optional(),
  visible: z.boolean().optional(),
});
/**
 * Public menu config per vendor domain. The spec shows no fields, so everything is optional and
 * extra fields are kept; a missing list means "use the built-in entries".
 */
export const MenuConfig = z.looseObject({
  items: z.array(MenuItem).optional(),
  faqUrl: HttpUrl.nullable().optional(),
  contactUrl: HttpUrl.nullable().optional(),
});
export type MenuConfig = z.infer<typeof MenuConfig> & { fallback?: boolean };

/** Built-in defaults used whenever the config can't be loaded or parsed (spec §8). */
export const FALLBACK_MENU_CONFIG: MenuConfig = {
  items: MENU_KEYS.map((key) => ({ key })),
  faqUrl: null,
  contactUrl: null,
  fallback: true,
};

/** Public config API (no token). `menu()` never rejects: failure → fallback, reported by `onError`. */
export function publicMenuConfigApi(http: Http, onError?: (error: unknown) => void) {
  return {
    menu: async (vendorDomain: string, signal?: AbortSignal): Promise<MenuConfig> => {
      try {
        return await http.getJson(`/${seg(vendorDomain)}`, MenuConfig, { signal });
      } catch (error) {
        onError?.(error);
        return FALLBACK_MENU_CONFIG;
      }
    },
  };
}
export type PublicMenuConfigApi = ReturnType<typeof publicMenuConfigApi>;
