import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createAppRouter, createQueryClient } from '../router';
import type { Brand } from '../shared/brands/brands';
import { resolveFlags } from '../shared/flags/flags';
import { loadDateLocale } from '../shared/i18n/date-locales';
import type { FormatLocale } from '../shared/i18n/format-locale';
import { createIntlFor, type Messages } from '../shared/i18n/intl';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../shared/i18n/locales';
import { nextTask } from '../shared/next-task';
import { reportSettledFailuresTo } from '../shared/queries/settled';
import { createBrowserApi } from './api';
import { reportBoundaryError, reportClientError, reportUncaughtErrors } from './report-error';
import 'virtual:uno.css';

/** The build's release (vite.config.ts `define`): read here only, so a new release changes the entry chunk alone. */
declare const __RELEASE__: string;

// Each locale is its own chunk: a page downloads only the catalogue of its brand's locale.
const catalogues = import.meta.glob<{ default: Messages }>('../../locales/*.json');

async function loadMessages(locale: Locale): Promise<Messages> {
  const load = catalogues[`../../locales/${locale}.json`] ?? catalogues['../../locales/en-GB.json'];
  if (!load) throw new Error(`no catalogue for ${locale}`);
  return (await load()).default;
}

async function main() {
  // Before anything can fail: every uncaught error and unhandled rejection, with its stack and the release.
  reportUncaughtErrors(__RELEASE__);
  // A failed settled part of a page is reported like any failed action (spec §8).
  reportSettledFailuresTo((error, action) => void reportClientError(error, action));
  // The page's brand is the server's (root: <html lang data-brand>); the brand table stays on the
  // server and the brand itself arrives with the router's dehydrated data.
  const root = document.documentElement;
  if (!root.dataset.brand) return; // not an app page (e.g. the unknown-host 404): nothing to hydrate
  const locale = isLocale(root.lang) ? root.lang : DEFAULT_LOCALE;
  // Catalogue and date locale before hydrating, so the first client render matches the server's.
  // Only the brand's catalogue: every locale has every key (tests/unit/catalogue.test.ts), so the
  // en-GB fallback the worker keeps would be a second download for nothing.
  // Written by the server from the brand (__root.tsx); not re-validated here: the entry is at its byte budget.
  const formatLocale = (root.dataset.formatLocale || locale) as FormatLocale;
  const [messages] = await Promise.all([loadMessages(locale), loadDateLocale(formatLocale)]);
  const context = {
    queryClient: createQueryClient(),
    api: createBrowserApi(),
    // Set by the router's `hydrate` (router.tsx) from the server's brand, before the first render.
    brand: undefined as unknown as Brand,
    intl: createIntlFor(locale, messages, undefined, formatLocale),
    // Replaced by the server's resolution during hydration (router `hydrate`).
    flags: resolveFlags({ search: window.location.search, host: window.location.hostname }),
  };
  const router = createAppRouter({ context });
  // Building the router (every route of the tree) and starting hydration (React's root and its
  // event listeners, the router's own hydrate) were one task; each half alone stays short.
  await nextTask();
  // Hydration as a transition: React then works in slices of a few milliseconds and lets the
  // browser paint and take input between them, instead of one long task per page (on a phone
  // at 4x slower CPU that task was 300-1,000 ms: the page's Total Blocking Time). A click on a
  // part not yet hydrated still hydrates that part first (selective hydration).
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RouterClient router={router} />
      </StrictMode>,
      // Every error boundary's catch (route boundaries, sections), reported once (React's default only logs it).
      { onCaughtError: (error) => void reportBoundaryError(error) },
    );
  });
}

void main();
