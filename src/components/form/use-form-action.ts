import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { type FormAnswer, type FormPost, formBody } from '../../shared/forms/answer';
import type { InitialOutcome } from '../../shared/forms/search-errors';
import { focusFirstInvalid } from './form-ui';
import { useFormOutcome } from './status';

/**
 * A hydrated form submitted to its own worker action (the one write path, Remix style): the
 * resource's mutation (src/shared/queries) posts the form's fields with `fetch` and refreshes the
 * cache; the worker's answer sets the outcome and field errors, and focus goes to the first
 * invalid field. What the user typed stays in the form. Before hydration the same `<form>` posts
 * itself and the page reads the outcome from the redirect (`initial`).
 */
export function useFormAction(mutation: UseMutationOptions<FormAnswer, Error, FormPost>, initial: InitialOutcome = {}) {
  const outcome = useFormOutcome(initial);
  const { mutateAsync } = useMutation(mutation);

  /** Sends `form` (plus `extra` fields); resolves the answer, or null when the post failed on the way. */
  async function send(form: HTMLFormElement, extra: Record<string, string> = {}): Promise<FormAnswer | null> {
    outcome.start();
    try {
      const answer = await mutateAsync({ action: form.getAttribute('action') ?? window.location.pathname, body: formBody(form, extra) });
      outcome.answered(answer);
      if (!answer.ok) focusFirstInvalid(form, Object.keys(answer.fieldErrors));
      return answer;
    } catch {
      outcome.done('failed');
      return null;
    }
  }

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    void send(e.currentTarget);
  };
  return { ...outcome, send, onSubmit };
}
