/**
 * The rules of locales/STYLE.md as code, for the catalogue style tests (tests/unit/i18n/catalogue-style.test.ts)
 * and the no-English browser pass (tests/e2e/no-english.spec.ts). Pure functions over the ICU
 * text of a message, so each rule can be shown to fail on a bad message as well as to pass the
 * catalogues.
 */
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';

/** Argument names that carry a number of things: such a message must say it through `plural`. */
export const COUNT_ARGUMENT = /^(count|amount|total|n|num|number|quantity|\w+Count)$/;

/**
 * Count messages that legitimately show the bare number: no noun or verb agrees with it
 * (a '+5' badge, 'Quantity: 3', a tab label 'Photos (12)' that also shows '-' before hydration).
 */
export const BARE_COUNT_KEYS: ReadonlySet<string> = new Set([
  'photos.more',
  'orders.product.quantity',
  'photos.tab.photos',
  'photos.tab.albums',
  'albums.name.length',
  'photos.actions.count',
  'photos.preview.position',
]);

/** Count arguments of a message shown outside any `plural` (the message must pluralise them). */
export function bareCountArguments(text: string): string[] {
  const out: string[] = [];
  const walk = (els: MessageFormatElement[], inPlural: Set<string>) => {
    for (const el of els) {
      if ((el.type === TYPE.argument || el.type === TYPE.number) && COUNT_ARGUMENT.test(el.value) && !inPlural.has(el.value))
        out.push(el.value);
      if (el.type === TYPE.plural) for (const o of Object.values(el.options)) walk(o.value, new Set([...inPlural, el.value]));
      if (el.type === TYPE.select) for (const o of Object.values(el.options)) walk(o.value, inPlural);
      if (el.type === TYPE.tag) walk(el.children, inPlural);
    }
  };
  walk(parse(text), new Set());
  return out;
}

/** The CLDR plural categories of the locale a message's `plural`s lack (an exact `=n` does not count). */
export function missingPluralCategories(text: string, locale: string): string[] {
  const needed = new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[];
  const missing = new Set<string>();
  const walk = (els: MessageFormatElement[]) => {
    for (const el of els) {
      if (el.type === TYPE.plural && el.pluralType !== 'ordinal') {
        for (const c of needed) if (!(c in el.options)) missing.add(c);
      }
      if (el.type === TYPE.plural || el.type === TYPE.select) for (const o of Object.values(el.options)) walk(o.value);
      if (el.type === TYPE.tag) walk(el.children);
    }
  };
  walk(parse(text));
  return [...missing];
}

/**
 * Values a locale may share with en-GB because they are words of that language too, names, or
 * no words at all. Anything else equal to the English value is an untranslated string.
 */
export const SAME_AS_ENGLISH: Readonly<Record<string, readonly string[]>> = {
  // Keys as printed on the keyboards these shops' customers use ('Strg' and 'Entf' in German are
  // translated), and words that are the same in most of these languages.
  '*': [
    'OK',
    '+{count}',
    '{count}/{max}',
    'Info',
    '{width} × {height} px',
    'Ctrl',
    'Enter',
    'Home',
    'End',
    'Delete',
    'Page Up',
    'Page Down',
  ],
  'da-DK': ['Reference: {id}', 'Download', 'Download PDF', 'Upload', 'Send'],
  'de-AT': ['Name', 'Shop', 'Newsletter'],
  'es-ES': ['Total', 'Total:'],
  'fr-FR': ['Total', 'Date', 'Description', 'Dimensions', 'Photos', 'Page {page}', 'Photos ({count})', 'Albums ({count})', 'Newsletter'],
  'it-IT': ['Newsletter'],
  'nl-BE': ['Albums ({count})'],
  'nl-NL': ['Albums ({count})'],
  'pt-PT': ['Total', 'Total:', 'Newsletter'],
  'nb-NO': [],
  'sv-SE': [],
};

/** A whole word of any script (JavaScript's \\b knows only ASCII letters: 'envíos' would end in a word 'os'). */
const word = (alternatives: string) => new RegExp(`(?<!\\p{L})(?:${alternatives})(?!\\p{L})`, 'u');

/**
 * Forms of address each catalogue's register rules out (STYLE.md, "Register"). Case matters where
 * the pronoun doubles as another word: German 'sie' (they) and 'ihr' (her) stay allowed lowercase,
 * only the capitalised polite forms are out (no catalogue sentence starts with 'Sie' = they).
 */
export const FORBIDDEN_ADDRESS: Readonly<Record<string, readonly RegExp[]>> = {
  'en-GB': [],
  // du: no Sie-forms.
  'de-AT': [word('Sie|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres|Ihnen')],
  // je/jij: no u/uw.
  'nl-NL': [word('u|U|uw|Uw')],
  'nl-BE': [word('u|U|uw|Uw')],
  // tú: no usted, no vosotros (also not in imperatives such as 'Enviadme').
  'es-ES': [word('usted|Usted|ustedes|Ustedes|vosotros|vosotras|vuestro|vuestra|vuestros|vuestras|os'), word('\\p{L}+(?:adme|edme|idme)')],
  // vous: no tu/toi/ton/ta/tes, no t’ elision.
  'fr-FR': [word('tu|Tu|toi|Toi|ton|Ton|ta|Ta|tes|Tes'), /(?<!\p{L})[tT]’/u],
  // tu: no Lei-forms, no voi (also not in imperatives such as 'Inviatemi').
  'it-IT': [word('Lei|Suo|Sua|Suoi|Sue|vostro|vostra|vostri|vostre|Vostro|Vostra'), word('\\p{L}+atemi')],
  // você (third person, as European Portuguese shops write it): no tu/teu/tua/contigo, no '-te' clitic.
  'pt-PT': [word('tu|Tu|teu|Teu|tua|Tua|teus|Teus|tuas|Tuas|contigo|ti'), /(?<=\p{L})-te(?!\p{L})/u],
  // du: no De/Dem/Deres (Danish and Norwegian polite forms), no Ni/Er/Ert/Era (Swedish).
  'da-DK': [word('De|Dem|Deres')],
  'nb-NO': [word('De|Dem|Deres')],
  'sv-SE': [word('Ni|Er|Ert|Era|Eder')],
};

/**
 * One term per concept (STYLE.md, "Words"; issue 35 §3): the second word a locale once mixed in for
 * a concept it names otherwise. Norwegian shops say 'bestilling' to consumers ('ordre' is the
 * trade's word); Swedish 'betalsätt', not also 'betalningssätt'.
 */
export const SECOND_TERMS: Readonly<Record<string, readonly RegExp[]>> = {
  'nb-NO': [/(?<!\p{L})[Oo]rdre/u],
  'sv-SE': [/[Bb]etalningssätt/u],
};

export function secondTerms(text: string, locale: string): string[] {
  const literal = literalText(text);
  return (SECOND_TERMS[locale] ?? []).flatMap((re) => re.exec(literal)?.[0] ?? []);
}

/** The forbidden address forms a message uses (empty when it keeps the locale's register). */
export function forbiddenAddress(text: string, locale: string): string[] {
  const literal = literalText(text);
  return (FORBIDDEN_ADDRESS[locale] ?? []).flatMap((re) => re.exec(literal)?.[0] ?? []);
}

/** Typography of STYLE.md ("Punctuation"): what a message of the locale must not contain. */
export function typographyFaults(text: string, locale: string): string[] {
  const faults: string[] = [];
  if (locale !== 'en-GB' && text.includes('...')) faults.push('three dots instead of …');
  if (locale !== 'en-GB' && / …/.test(text)) faults.push('space before …');
  if ((locale.startsWith('nl') || locale === 'fr-FR' || locale === 'it-IT') && text.includes("'"))
    faults.push('straight apostrophe instead of ’');
  if (locale === 'fr-FR') {
    if (/[^\u00a0\u202f]:(?!\/\/)/.test(text.replace(/https?:\/\//g, ''))) faults.push('no no-break space before :');
    if (/[^\u202f\u00a0][;!?%]/.test(text)) faults.push('no narrow no-break space before ; ! ? %');
    if (/«[^\u202f\u00a0]|[^\u202f\u00a0]»/.test(text)) faults.push('no narrow no-break space inside « »');
  }
  return faults;
}

/** The literal text of a message, placeholders left out and every plural/select option kept. */
export function literalText(text: string): string {
  const out: string[] = [];
  const walk = (els: MessageFormatElement[]) => {
    for (const el of els) {
      if (el.type === TYPE.literal) out.push(el.value);
      else out.push(' ');
      if (el.type === TYPE.plural || el.type === TYPE.select) for (const o of Object.values(el.options)) walk(o.value);
      if (el.type === TYPE.tag) walk(el.children);
    }
  };
  walk(parse(text));
  return out.join('');
}

/**
 * A regular expression matching any rendering of a message as a whole line of text (`#` matches a
 * number, a placeholder up to four words). Used to find catalogue English on a page of another locale.
 */
export function renderingPattern(text: string): RegExp {
  const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const walk = (els: MessageFormatElement[]): string =>
    els
      .map((el) => {
        if (el.type === TYPE.literal) return esc(el.value);
        if (el.type === TYPE.pound) return '[\\d.,\\s\\u00a0\\u202f]+';
        if (el.type === TYPE.plural || el.type === TYPE.select)
          return `(?:${Object.values(el.options)
            .map((o) => walk(o.value))
            .join('|')})`;
        if (el.type === TYPE.tag) return walk(el.children);
        // A name, date, code or e-mail address: up to four words, not a sentence of other text.
        return '\\S+(?:[ \\u00a0\\u202f]\\S+){0,3}?';
      })
      .join('');
  return new RegExp(`^${walk(parse(text))}$`);
}
