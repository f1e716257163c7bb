import { createFormatters, createIntlCache, DEFAULT_INTL_CONFIG, formatMessage } from '@formatjs/intl';
import { format } from 'date-fns/format';
import { nl } from 'date-fns/locale/nl';

// As with-requirements.ts, the stored value checked by hand instead of with zod: what zod costs.
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
  const stored: unknown = JSON.parse(localStorage.getItem('consent') ?? 'null');
  const decided = typeof stored === 'object' && stored !== null && typeof (stored as { analytics?: unknown }).analytics === 'boolean';
  const title = String(formatMessage(config, formatters, { id: 'title' }, { name: decided ? 'u' : 'jij' }));
  return `${title} ${format(new Date(), 'P', { locale: nl })}`;
};
