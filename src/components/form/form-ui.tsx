import { useRouteContext } from '@tanstack/react-router';
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { maxLengthOf } from '../../shared/forms/field-limits';
import type { MessageId } from '../../shared/i18n/intl';
import { useT } from '../../shared/i18n/react';
import { STRIPPED_FIELD } from '../../shared/links/stripped';
import { useStripped } from '../frame/stripped';
import { focusRing } from '../ui/styles';
import { useReplayedValue } from './replay';

export const inputClass = `min-h-11 px-3 rounded border border-solid bg-white text-base ${focusRing}`;

/**
 * One labelled input with its error: `aria-invalid` and `aria-describedby` point at the message,
 * so a screen reader reads the error with the field. Works the same before and after hydration;
 * after a refused plain post it shows what was typed (`useReplayedValue`).
 */
export function Field({
  label,
  name,
  error,
  hint,
  ...input
}: {
  label: MessageId;
  name: string;
  error?: MessageId | undefined;
  hint?: MessageId;
} & InputHTMLAttributes<HTMLInputElement>) {
  const t = useT();
  const id = useId();
  const replayed = useReplayedValue(name);
  // The field's limit (field-limits.ts, the schemas' own), stated under its label and kept by the input.
  const maxLength = input.maxLength ?? maxLengthOf(name);
  const hints = [hint ? t(hint) : '', maxLength ? t('form.hint.maxLength', { max: maxLength }) : ''].filter(Boolean).join(' ');
  const describedBy = [hints ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {t(label)}
      </label>
      {hints ? (
        <span id={`${id}-hint`} className="text-sm text-gray-700">
          {hints}
        </span>
      ) : null}
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${inputClass} ${error ? 'border-red-700' : 'border-gray-500'}`}
        maxLength={maxLength}
        {...input}
        {...(replayed !== undefined && input.value === undefined ? { defaultValue: replayed } : {})}
      />
      {error ? (
        <span id={`${id}-error`} className="text-red-800 text-sm">
          {t(error)}
        </span>
      ) : null}
    </div>
  );
}

/**
 * The session's signed CSRF token as the hidden `_csrf` input; every form carries it so the worker
 * accepts the post, plain or fetched (src/worker/middleware/csrf). `_`-prefixed: schemas ignore it.
 */
export function FormToken() {
  const { session } = useRouteContext({ from: '__root__' });
  const stripped = useStripped();
  return (
    <>
      <input type="hidden" name="_csrf" value={session?.formToken ?? ''} />
      {/* The answer to a plain post keeps stripped mode (src/worker/forms/respond.ts). */}
      {stripped ? <input type="hidden" name={STRIPPED_FIELD} value="true" /> : null}
    </>
  );
}

/** A success (polite status) or failure (alert) line under a form. */
export function FormMessage({ tone, children }: { tone: 'success' | 'error'; children: ReactNode }) {
  return tone === 'success' ? (
    <p role="status" className="m-0 text-green-800">
      {children}
    </p>
  ) : (
    <p role="alert" className="m-0 text-red-800">
      {children}
    </p>
  );
}

/** Focuses the form's first invalid control in page order (after a refused hydrated submit). */
export function focusFirstInvalid(form: HTMLFormElement, fields: readonly string[]): void {
  for (const el of Array.from(form.elements)) {
    if (el instanceof HTMLElement && fields.includes(el.getAttribute('name') ?? '')) {
      el.focus();
      return;
    }
  }
}
