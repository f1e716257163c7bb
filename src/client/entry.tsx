import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { createAppRouter, createQueryClient } from '../router';
import { createBrowserApi } from './api';
import { brandForHost } from '../shared/brands/brands';
import { resolveFlags } from '../shared/flags/flags';
import { createIntlFor, type Messages } from '../shared/i18n/intl';
import { loadDateLocale } from '../shared/i18n/date-locales';
import type { Locale } from '../shared/i18n/locales';
import 'virtual:uno.css';

// Each locale is its own chunk: a page downloads only the catalogue of its brand's locale.
const catalogues = import.meta.glob<{ default: Messages }>('../../locales/*.json');

async function loadMessages(locale: Locale): Promise<Messages> {
  const load = catalogues[`../../locales/${locale}.json`] ?? catalogues['../../locales/en-GB.json'];
  if (!load) throw new Error(`no catalogue for ${locale}`);
  return (await load()).default;
}

async function main() {
  const brand = brandForHost(window.location.host);
  if (!brand) return; // the server answered 404 for this host; nothing to hydrate
  // Catalogue and date locale before hydrating, so the first client render matches the server's.
  const [messages, reference] = await Promise.all([loadMessages(brand.locale), loadMessages('en-GB'), loadDateLocale(brand.locale)]);
  const context = {
    queryClient: createQueryClient(),
    api: createBrowserApi(),
    brand,
    intl: createIntlFor(brand.locale, messages, reference),
    // Replaced by the server's resolution during hydration (router `hydrate`).
    flags: resolveFlags({ search: window.location.search, host: window.location.hostname }),
  };
  const router = createAppRouter({ context });
  hydrateRoot(
    document,
    <StrictMode>
      <RouterClient router={router} />
    </StrictMode>,
  );
}

void main();
