#!/usr/bin/env node
// Usage: node scripts/locale-typography.mjs [locales-dir]
// Applies the mechanical punctuation rules of locales/STYLE.md to every catalogue but en-GB (whose
// spec wording is kept): '…' for '...' and no space before it; ’ for ' in nl, fr and it; French
// no-break spaces before : ; ! ? % and inside « ». Rewrites only values, in place, keeping the key
// order (other branches add keys to the same files; a re-sorted file would not merge).
// tests/unit/i18n/catalogue-style.test.ts fails on what this script would change.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? 'locales';
const NBSP = '\u00a0';
const NNBSP = '\u202f';

function typeset(text, locale) {
  let v = text.replace(/\.\.\./g, '…').replace(/ …/g, '…');
  if (locale.startsWith('nl') || locale === 'fr-FR' || locale === 'it-IT') v = v.replace(/'/g, '\u2019');
  if (locale === 'fr-FR') {
    v = v.replace(/[ \u00a0\u202f]:/g, `${NBSP}:`).replace(/[ \u00a0\u202f]([;!?%])/g, `${NNBSP}$1`);
    v = v.replace(/«[ \u00a0\u202f]?/g, `«${NNBSP}`).replace(/[ \u00a0\u202f]?»/g, `${NNBSP}»`);
    v = v.replace(/(\d) (Mo|Go|Ko)\b/g, `$1${NBSP}$2`);
  }
  return v;
}

for (const file of readdirSync(dir).filter((f) => f.endsWith('.json') && f !== 'en-GB.json')) {
  const locale = file.slice(0, -'.json'.length);
  const messages = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  let changed = 0;
  for (const [key, text] of Object.entries(messages)) {
    const next = typeset(text, locale);
    if (next !== text) {
      messages[key] = next;
      changed++;
    }
  }
  if (changed) writeFileSync(join(dir, file), `${JSON.stringify(messages, null, 2)}\n`);
  console.log(`${file}: ${changed} values changed`);
}
