import { useState } from 'react';
import type { MessageId } from '../../../shared/i18n/intl';
import { useT } from '../../../shared/i18n/react';
import { errorsFromSearch, type FormField, type FormSearch, type FormStatus } from '../form-status';
import type { FieldErrors } from '../schemas';
import { FormMessage } from './form-ui';

/** The texts of the outcomes every form shares; a form passes its own for the rest. */
const DEFAULT_TEXTS: Partial<Record<FormStatus, { tone: 'success' | 'error'; id: MessageId }>> = {
  saved: { tone: 'success', id: 'settings.saved' },
  failed: { tone: 'error', id: 'settings.failed' },
  tooMany: { tone: 'error', id: 'settings.tooMany' },
  invalid: { tone: 'error', id: 'settings.invalid' },
};

export type StatusTexts = Partial<Record<FormStatus, { tone: 'success' | 'error'; id: MessageId }>>;

/**
 * A form's outcome and field errors. Starts from the page's search (`?s=`/`?e=` after a plain form
 * post, when `forThis` says the status is about this form), then follows hydrated submits.
 */
export function useFormOutcome(search: FormSearch, forThis = true) {
  const [status, setStatus] = useState<FormStatus | 'pending' | null>(forThis ? search.s ?? null : null);
  const [errors, setErrors] = useState<Partial<Record<string, MessageId>>>(forThis ? errorsFromSearch(search.e) : {});
  return {
    status,
    errors,
    pending: status === 'pending',
    start: () => setStatus('pending'),
    done: (s: FormStatus | null) => setStatus(s),
    invalid: (e: FieldErrors) => {
      setErrors(e);
      setStatus(null);
    },
    clearErrors: () => setErrors({}),
    fromServer: (s: string, fields: readonly string[]) => {
      setErrors(errorsFromSearch(fields.join('.')));
      setStatus(isKnown(s) ? s : 'failed');
    },
  };
}

const KNOWN: readonly string[] = ['saved', 'created', 'deleted', 'failed', 'sent', 'inUse', 'tooMany', 'shared', 'refreshed', 'invalid'];
const isKnown = (s: string): s is FormStatus => KNOWN.includes(s);

/** The outcome line of a form (nothing while idle or pending). */
export function Outcome({ status, texts = {}, hasFieldErrors = false }: { status: FormStatus | 'pending' | null; texts?: StatusTexts; hasFieldErrors?: boolean }) {
  const t = useT();
  if (!status || status === 'pending') return null;
  if (status === 'invalid' && hasFieldErrors) return null;
  const text = texts[status] ?? DEFAULT_TEXTS[status];
  if (!text) return null;
  return <FormMessage tone={text.tone}>{t(text.id)}</FormMessage>;
}

export type { FormField };
