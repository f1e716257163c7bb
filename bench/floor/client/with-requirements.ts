import { createFormatters, createIntlCache, DEFAULT_INTL_CONFIG, formatMessage } from '@formatjs/intl';
import { format } from 'date-fns/format';
import { nl } from 'date-fns/locale/nl';
import * as z from 'zod/mini';

// What every page of this app does while it hydrates, at its smallest and as the app does it: one
// stored value checked with zod/mini, one pre-parsed message formatted by @formatjs/intl's
// formatMessage (no parser, no createIntl), one date in the brand's locale with date-fns.
const Consent = z.object({ analytics: z.boolean(), decidedAt: z.string() });
const formatters = createFormatters(createIntlCache());
const config = {
  ...DEFAULT_INTL_CONFIG,
  locale: 'nl-NL',
  messages: {
    title: [
      { type: 0, value: 'Instellingen van ' },
      { type: 1, value: 'name' },
    ],
  } as never,
};
export const extra = () => {
  const consent = Consent.safeParse(JSON.parse(localStorage.getItem('consent') ?? 'null'));
  const title = String(formatMessage(config, formatters, { id: 'title' }, { name: consent.success ? 'u' : 'jij' }));
  return `${title} ${format(new Date(), 'P', { locale: nl })}`;
};
