import { createFormatters, createIntlCache, DEFAULT_INTL_CONFIG, formatMessage } from '@formatjs/intl';
import { format } from 'date-fns/format';
import { nl } from 'date-fns/locale/nl';

// One pre-parsed message formatted by @formatjs/intl's formatMessage (no parser, no createIntl) and
// one date in the brand's locale with date-fns, as the app does it (src/shared/i18n).
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

export const titleAndDate = (name: string) =>
  `${String(formatMessage(config, formatters, { id: 'title' }, { name }))} ${format(new Date(), 'P', { locale: nl })}`;
