// Adds (or updates) the albums feature's keys in every catalogue of /locales; never removes keys.
// Usage: node src/features/albums/i18n/add-locales.mjs [locales-dir]
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MESSAGES } from './messages.mjs';
import { ROWS } from './more.mjs';

const dir = process.argv[2] ?? new URL('../../../../locales', import.meta.url).pathname;
const keys = Object.keys(MESSAGES['en-GB']);
// Our own keys that are no longer used (downloads go through the downloads feature's texts).
const RETIRED = ['albums.download.preparing', 'albums.download.failed'];
const all = { ...MESSAGES };
for (const [locale, row] of Object.entries(ROWS)) {
  if (row.length !== keys.length) throw new Error(`${locale}: ${row.length} texts for ${keys.length} keys`);
  all[locale] = Object.fromEntries(keys.map((k, i) => [k, row[i]]));
}
// Belgian Dutch: the Dutch texts.
all['nl-BE'] = { ...all['nl-NL'] };
for (const [locale, msgs] of Object.entries(all)) {
  const file = join(dir, `${locale}.json`);
  const data = JSON.parse(readFileSync(file, 'utf8'));
  for (const k of RETIRED) delete data[k];
  for (const k of keys) {
    if (!(k in msgs)) throw new Error(`${locale} lacks ${k}`);
    data[k] = msgs[k];
  }
  writeFileSync(file, JSON.stringify(data, null, 2) + '\n');
}
console.log(`albums: ${keys.length} keys in ${Object.keys(all).length} catalogues`);
