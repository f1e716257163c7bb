import { useRouteContext } from '@tanstack/react-router';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { focusRing } from '../../../components/ui/styles';
import type { MessageId } from '../../../shared/i18n/intl';
import { useT } from '../../../shared/i18n/react';

export const inputClass = `min-h-11 px-3 rounded border border-solid bg-white text-base ${focusRing}`;

/**
 * One labelled input with its error: `aria-invalid` and `aria-describedby` point at the message,
 * so a screen reader reads the error with the field. Works the same before and after hydration.
 */
export function Field({ label, name, error, hint, ...input }: {
  label: MessageId;
  name: string;
  error?: MessageId | undefined;
  hint?: MessageId;
} & InputHTMLAttributes<HTMLInputElement>) {
  const t = useT();
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">{t(label)}</label>
      {hint ? <span id={`${id}-hint`} className="text-sm text-gray-700">{t(hint)}</span> : null}
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${inputClass} ${error ? 'border-red-700' : 'border-gray-500'}`}
        {...input}
      />
      {error ? <span id={`${id}-error`} className="text-red-800 text-sm">{t(error)}</span> : null}
    </div>
  );
}

/**
 * The session's signed CSRF token as the hidden `_csrf` input; every settings form carries it so
 * the worker accepts the plain post (src/worker/middleware/csrf). `_`-prefixed: schemas ignore it.
 */
export function FormToken() {
  const { session } = useRouteContext({ from: '__root__' });
  return <input type="hidden" name="_csrf" value={session?.formToken ?? ''} />;
}

/** A success (polite status) or failure (alert) line under a form. */
export function FormMessage({ tone, children }: { tone: 'success' | 'error'; children: ReactNode }) {
  return tone === 'success' ? (
    <p role="status" className="m-0 text-green-800">{children}</p>
  ) : (
    <p role="alert" className="m-0 text-red-800">{children}</p>
  );
}

/** Focuses the first invalid control of a form (after a failed hydrated submit). */
export function focusFirstInvalid(form: HTMLFormElement, fields: readonly string[]): void {
  for (const f of fields) {
    const el = form.querySelector<HTMLElement>(`[name="${CSS.escape(f)}"]`);
    if (el) {
      el.focus();
      return;
    }
  }
}

/** The form's values as strings (checkboxes: present or absent, as in a plain post). */
export function formEntries(form: HTMLFormElement): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of new FormData(form)) if (typeof v === 'string' && !(k in out)) out[k] = v;
  return out;
}

/**
 * Posts a form to its own worker handler with `Accept: application/json` (used by the identity
 * requests, which need the server's identity and app origin). Answer parsed, never cast.
 */
export async function postFormJson(form: HTMLFormElement, extra: Record<string, string> = {}): Promise<{ status: string; fields: string[] }> {
  const body = new URLSearchParams(formEntries(form));
  for (const [k, v] of Object.entries(extra)) body.set(k, v);
  const res = await fetch(form.action, {
    method: 'POST',
    body,
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'X-Requested-With': 'myaccount' },
  });
  let data: unknown = null;
  try {
    data = await res.json();
  } catch {
    data = null;
  }
  if (data && typeof data === 'object' && 'status' in data && typeof data.status === 'string') {
    const fields = 'fields' in data && Array.isArray(data.fields) ? data.fields.filter((f): f is string => typeof f === 'string') : [];
    return { status: data.status, fields };
  }
  return { status: 'failed', fields: [] };
}
