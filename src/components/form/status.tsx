import { useState } from 'react';
import type { FormAnswer } from '../../shared/forms/answer';
import type { FormStatus } from '../../shared/forms/form-status';
import type { InitialOutcome } from '../../shared/forms/search-errors';
import type { MessageId } from '../../shared/i18n/intl';
import { useT } from '../../shared/i18n/react';
import { FormMessage } from './form-ui';

export type StatusTexts = Partial<Record<FormStatus, { tone: 'success' | 'error'; id: MessageId }>>;

/** The texts of the outcomes every form shares; a form passes its own for the rest. */
const DEFAULT_TEXTS: StatusTexts = {
  saved: { tone: 'success', id: 'settings.saved' },
  failed: { tone: 'error', id: 'settings.failed' },
  tooMany: { tone: 'error', id: 'settings.tooMany' },
  invalid: { tone: 'error', id: 'settings.invalid' },
  expired: { tone: 'error', id: 'form.expired' },
  gone: { tone: 'error', id: 'settings.addresses.gone' },
};

/**
 * A form's outcome and field errors. Starts from the page's search after a plain form post
 * (`outcomeFromSearch`), then follows the answers of the hydrated submits.
 */
export function useFormOutcome(initial: InitialOutcome = {}) {
  const [status, setStatus] = useState<FormStatus | 'pending' | null>(initial.status ?? null);
  const [errors, setErrors] = useState<Partial<Record<string, MessageId>>>(initial.errors ?? {});
  return {
    status,
    errors,
    pending: status === 'pending',
    start: () => setStatus('pending'),
    done: (s: FormStatus | null) => setStatus(s),
    answered: (answer: FormAnswer) => {
      setErrors(answer.fieldErrors);
      setStatus(answer.status);
    },
  };
}

/** The outcome line of a form (nothing while idle or pending, nor for 'invalid' next to field errors). */
export function Outcome({
  status,
  texts = {},
  hasFieldErrors = false,
}: {
  status: FormStatus | 'pending' | null;
  texts?: StatusTexts;
  hasFieldErrors?: boolean;
}) {
  const t = useT();
  if (!status || status === 'pending') return null;
  if (status === 'invalid' && hasFieldErrors) return null;
  const text = texts[status] ?? DEFAULT_TEXTS[status];
  if (!text) return null;
  return <FormMessage tone={text.tone}>{t(text.id)}</FormMessage>;
}
