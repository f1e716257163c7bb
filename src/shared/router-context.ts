import type { QueryClient } from '@tanstack/react-query';
import type { Brand } from './brands/brands';
import type { Flags } from './flags/flags';
import type { Intl } from './i18n/intl';

/** What every route's beforeLoad / loader / component can read (router context). */
export interface RouterContext {
  queryClient: QueryClient;
  brand: Brand;
  intl: Intl;
  flags: Flags;
  /**
   * Stylesheet for pages rendered without the router's asset manifest (the public e-mail-link
   * pages, which ship no JavaScript). Server only.
   */
  plainStylesheet?: string;
}
