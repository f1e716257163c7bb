import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { CONTENT, translate } from '../../upstream/src/locale/content';
import type { ContentLocale } from '../../upstream/src/locale/negotiate';
import { literalText, renderingPattern } from '../support/catalogue-rules';
import { networkQuiet, trackRequests } from './support/settle';
import { signInAs } from './support/sign-in';

// Issue 19, Deliver 5: a page of a non-English brand shows no catalogue English. The main pages
// of four brands in four languages are read as the customer sees them (visible text, line by line)
// and each line is matched against every en-GB message (placeholders match any text, plurals any
// form). Messages whose translation is the English word itself (STYLE.md allow-list: 'OK',
// 'Newsletter'…) and names, brands and user data (not in the catalogue) are not English here.
// The upstream's content (menu, cut-off notices, vouchers, article and type names) is checked the
// same way against its English texts (upstream/src/locale/content.ts), and no line may show a raw
// enum or vendor id ('PhotoBook', 'albelli-nl').

const load = (locale: string) =>
  JSON.parse(readFileSync(new URL(`../../locales/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;
const english = load('en-GB');

/**
 * The en-GB messages that must not show on a page in `locale`, as whole-line patterns, with the
 * locale's own pattern of the message: a line that is also a rendering of the translation ('44
 * photos' in French) is not English.
 */
function englishPatterns(locale: string): { key: string; pattern: RegExp; local: RegExp }[] {
  const local = load(locale);
  return Object.entries(english)
    .filter(([key, text]) => local[key] !== text && /\p{L}{3}/u.test(literalText(text)))
    .map(([key, text]) => ({ key, pattern: renderingPattern(text), local: renderingPattern(local[key] ?? text) }));
}

/**
 * The upstream's English content that must not show in `locale`: texts its translators wrote
 * differently there ('Poster' stays 'Poster' in German). A text of several words is found inside a
 * line (cut-off notices list group names); a single word only as a whole line (a menu entry).
 */
function englishContent(locale: ContentLocale): ((line: string) => string | undefined)[] {
  return Object.keys(CONTENT)
    .filter((english) => translate(english, locale) !== english)
    .map((english) => (line: string) => {
      const hit = english.includes(' ') ? line.includes(english) : line === english;
      return hit ? english : undefined;
    });
}

/** Enum values and vendor ids the UI must turn into words. */
const RAW_IDS = /\b(PhotoBook|ProductionStarted|ProductionCompleted|PickupPoint|(albelli|PB|SB)-[A-Za-z]{2}(-[A-Za-z]{2})?)\b/;

const CONSUMER_PAGES = [
  '/',
  '/orders',
  '/my-photos/photos',
  '/settings',
  '/settings/payment-method',
  '/saved-projects',
  '/online-products',
];
/** Where a business account reads upstream content of its own: invoices and order maps, its payment method. */
const BUSINESS_PAGES = ['/invoices', '/settings/b2b', '/settings/payment-method'];
const BRANDS = [
  { key: 'photobloom-de', locale: 'de-AT', email: 'demo@example.com', pages: CONSUMER_PAGES },
  { key: 'photobloom-fr', locale: 'fr-FR', email: 'demo@example.com', pages: CONSUMER_PAGES },
  { key: 'photobloom-es', locale: 'es-ES', email: 'demo@example.com', pages: CONSUMER_PAGES },
  { key: 'photobloom-nl', locale: 'nl-NL', email: 'demo@example.com', pages: CONSUMER_PAGES },
  { key: 'photobloom-fr', locale: 'fr-FR', email: 'business@example.com', pages: BUSINESS_PAGES },
  { key: 'photobloom-de', locale: 'de-AT', email: 'business@example.com', pages: BUSINESS_PAGES },
] as const;

/** The page's visible text, one trimmed line per entry, once its data has arrived. */
async function visibleLines(page: Page, local: Record<string, string>): Promise<string[]> {
  // Hydrated, as a rule; the server-rendered text is already the page's, so a slow machine only waits so long.
  await page.waitForFunction(() => !('$_TSR' in window), undefined, { timeout: 30_000 }).catch(() => {});
  // The loading texts give way to the data (or to its error message, which is localised too).
  await networkQuiet(page);
  for (const key of ['common.loading', 'photos.loading']) await expect(page.getByText(local[key]!)).toHaveCount(0, { timeout: 15_000 });
  // biome-ignore lint/performance/useDomNodeTextContent: what the customer sees, as laid out (hidden nodes left out, one line per block).
  const text = await page.locator('body').innerText();
  return [
    ...new Set(
      text
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean),
    ),
  ];
}

// Four pages with their data per test, on a shared and often loaded machine.
test.describe.configure({ timeout: 300_000 });

for (const brand of BRANDS) {
  test(`${brand.key} (${brand.locale}), ${brand.email}: ${brand.pages.join(', ')} show no English`, async ({ page }) => {
    trackRequests(page);
    const port = new URL(process.env.APP_URL ?? 'http://localhost:9787').port;
    const origin = `http://${brand.key}.localhost:${port}`;
    const patterns = englishPatterns(brand.locale);
    const content = englishContent(brand.locale);
    const local = load(brand.locale);
    await signInAs(page, brand.email, `${origin}/`);
    const found: string[] = [];
    for (const path of brand.pages) {
      // Not 'load': the photos page would wait for every thumbnail.
      if (path !== '/') await page.goto(`${origin}${path}`, { waitUntil: 'domcontentloaded' });
      await expect(page.locator('html')).toHaveAttribute('lang', brand.locale);
      // The page is in the brand's language at all: its header reads as the catalogue says (the
      // side menu is a drawer on photo pages).
      await expect(page.getByRole('banner').getByRole('link', { name: local['page.account.title']!, exact: true })).toBeVisible();
      for (const line of await visibleLines(page, local)) {
        const hit = patterns.find(({ pattern, local }) => pattern.test(line) && !local.test(line));
        if (hit) found.push(`${path}: "${line}" (en-GB ${hit.key})`);
        const upstream = content.map((test) => test(line)).find(Boolean);
        if (upstream) found.push(`${path}: "${line}" (upstream English "${upstream}")`);
        const raw = RAW_IDS.exec(line)?.[0];
        if (raw) found.push(`${path}: "${line}" (raw id ${raw})`);
      }
    }
    expect(found).toEqual([]);
  });
}
