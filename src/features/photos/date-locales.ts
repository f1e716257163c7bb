/** date-fns locale per app locale (DESIGN §1: dates with date-fns locales). */
import type { Locale as DateFnsLocale } from 'date-fns';
import { da } from 'date-fns/locale/da';
import { deAT } from 'date-fns/locale/de-AT';
import { enGB } from 'date-fns/locale/en-GB';
import { es } from 'date-fns/locale/es';
import { fr } from 'date-fns/locale/fr';
import { it } from 'date-fns/locale/it';
import { nb } from 'date-fns/locale/nb';
import { nl } from 'date-fns/locale/nl';
import { nlBE } from 'date-fns/locale/nl-BE';
import { pt } from 'date-fns/locale/pt';
import { sv } from 'date-fns/locale/sv';
import type { Locale } from '../../shared/i18n/locales';

export const DATE_LOCALES: Readonly<Record<Locale, DateFnsLocale>> = {
  'en-GB': enGB,
  'nl-NL': nl,
  'es-ES': es,
  'fr-FR': fr,
  'nl-BE': nlBE,
  'de-AT': deAT,
  'it-IT': it,
  'da-DK': da,
  'pt-PT': pt,
  'nb-NO': nb,
  'sv-SE': sv,
};
