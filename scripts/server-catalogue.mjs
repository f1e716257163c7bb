// The worker's message catalogue (src/shared/i18n/catalogue.ts reads it): every locale's texts as
// one list in the reference locale's (en-GB's) id order, the ids written once. The worker bundles all
// 11 locales; as 11 JSON objects each repeated the ~600 ids, and gzip (32 KB window) could not share
// them across files: 98 KB of the worker's gzip, 55 KB this way (locales of one language family
// side by side, where gzip's window finds their shared words). The browser still loads its one
// locale file (src/client/entry.tsx). Written by every client build (scripts/build.mjs).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const LOCALES_DIR = 'locales';
const REFERENCE = 'en-GB';
/** Related languages next to each other; a locale not named here goes last. */
const ORDER = ['en-GB', 'da-DK', 'nb-NO', 'sv-SE', 'de-AT', 'nl-NL', 'nl-BE', 'fr-FR', 'es-ES', 'pt-PT', 'it-IT'];
const rank = (locale) => (ORDER.includes(locale) ? ORDER.indexOf(locale) : ORDER.length);
export const SERVER_CATALOGUE = 'src/shared/i18n/catalogue.gen.json';

/** `{ ids, texts: { [locale]: (text | null)[] } }`; null where a locale has no text for the id. */
export function compactCatalogue(dir = LOCALES_DIR) {
  const locales = readdirSync(dir)
    .filter((f) => /^[a-z]{2}-[A-Z]{2}\.json$/.test(f))
    .map((f) => f.slice(0, -'.json'.length))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  const read = (locale) => JSON.parse(readFileSync(join(dir, `${locale}.json`), 'utf8'));
  const ids = Object.keys(read(REFERENCE));
  const texts = {};
  for (const locale of locales) {
    const messages = read(locale);
    const unknown = Object.keys(messages).filter((id) => !ids.includes(id));
    if (unknown.length) throw new Error(`${locale}.json: ids missing from ${REFERENCE}.json: ${unknown.join(', ')}`);
    texts[locale] = ids.map((id) => messages[id] ?? null);
  }
  return { ids, texts };
}

export function writeServerCatalogue() {
  writeFileSync(SERVER_CATALOGUE, `${JSON.stringify(compactCatalogue())}\n`);
}
