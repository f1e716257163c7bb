import { useRouter } from '@tanstack/react-router';
import { createContext, type ReactNode, useContext } from 'react';
import type { AppIntl, MessageId } from './intl';

const IntlContext = createContext<AppIntl | null>(null);

export function IntlProvider({ intl, children }: { intl: AppIntl; children: ReactNode }) {
  return <IntlContext.Provider value={intl}>{children}</IntlContext.Provider>;
}

export function useIntl(): AppIntl {
  const provided = useContext(IntlContext);
  // The root route's error component renders in place of the root document, outside the
  // provider: it still finds the request's formatter in the router context.
  const router = useRouter({ warn: false }) as { options: { context?: { intl?: AppIntl } } } | undefined;
  const intl = provided ?? router?.options.context?.intl;
  if (!intl) throw new Error('useIntl outside IntlProvider');
  return intl;
}

type Values = Record<string, string | number | boolean | Date | null | undefined>;

/** `t('orders.title')` — formats a catalogue message; ids are checked against en-GB at compile time. */
export function useT(): (id: MessageId, values?: Values) => string {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id }, values);
}
