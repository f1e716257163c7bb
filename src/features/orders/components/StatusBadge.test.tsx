// Server-rendered markup of the order status badge: text and colour per status, in the brand locale.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { intlFor } from '../../../shared/i18n/catalogue';
import type { Locale } from '../../../shared/i18n/locales';
import { IntlProvider } from '../../../shared/i18n/react';
import { StatusBadge } from './StatusBadge';

const wrap = (node: ReactNode, locale: Locale = 'en-GB') => renderToString(<IntlProvider intl={intlFor(locale)}>{node}</IntlProvider>);

describe('StatusBadge', () => {
  it.each([
    ['AwaitingPayment', 'Awaiting payment', 'cyan'],
    ['Ordered', 'Ordered', 'cyan'],
    ['InProduction', 'In production', 'cyan'],
    ['Sent', 'Sent', 'cyan'],
    ['Cancelled', 'Cancelled', 'red'],
  ] as const)('%s → %s (%s)', (status, text, colour) => {
    const html = wrap(<StatusBadge status={status} />);
    expect(html).toContain(`data-colour="${colour}"`);
    expect(html).toContain(`>${text}<`);
  });
  it('in the brand locale (de-AT)', () => expect(wrap(<StatusBadge status="InProduction" />, 'de-AT')).toContain('In Produktion'));
});
