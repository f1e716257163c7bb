import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { FormToken } from '../form/form-ui';
import { buttonDanger, buttonDangerSolid } from '../ui/styles';
import { ConfirmDialog } from './ConfirmDialog';

export interface ConfirmDeleteFormProps {
  /** The form's post target (the worker's form action, unchanged). */
  action: string;
  /** Hidden fields (`_action`, ids) the action reads. */
  fields: Record<string, string>;
  /** The hydrated submit (useFormAction's); it runs only after the confirmation. */
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  /** The trigger's label ('Delete address'). */
  label: ReactNode;
  /** Extra accessible text after the label, naming the item in a list of many. */
  srLabel?: string;
  /** The dialog's question, naming what goes. */
  title: ReactNode;
  /** What goes, in words. */
  body: ReactNode;
  /** The confirm button's label. */
  confirmLabel: ReactNode;
  pending?: boolean;
  testId?: string;
}

/**
 * A delete that asks first (issue 17 §2), on the worker's existing form post. Hydrated, the trigger
 * opens a {@link ConfirmDialog} and the confirm button submits the form (through `onSubmit`).
 * Without JavaScript (or before hydration) the same markup is a <details> disclosure: the trigger
 * unfolds the same question inline with the submit button, so a single click never deletes either.
 */
export function ConfirmDeleteForm({
  action,
  fields,
  onSubmit,
  label,
  srLabel,
  title,
  body,
  confirmLabel,
  pending = false,
  testId,
}: ConfirmDeleteFormProps) {
  const [open, setOpen] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  return (
    <form ref={form} method="post" action={action} onSubmit={onSubmit} data-testid={testId}>
      <FormToken />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <details className="group">
        {/* biome-ignore lint/a11y/noStaticElementInteractions: <summary> is the native disclosure control (focusable, Enter/Space activate it); hydrated, that activation opens the dialog instead. */}
        <summary
          className={`${buttonDanger} list-none [&::-webkit-details-marker]:hidden`}
          aria-disabled={pending || undefined}
          onClick={(e) => {
            // Hydrated: the dialog instead of the inline disclosure.
            e.preventDefault();
            if (!pending) setOpen(true);
          }}
        >
          {label}
          {srLabel ? <span className="sr-only">{` ${srLabel}`}</span> : null}
        </summary>
        <div className="mt-3 flex flex-col gap-3 rounded-md border border-solid border-red-700 p-3">
          <p className="m-0 font-semibold">{title}</p>
          <div>{body}</div>
          <button type="submit" className={buttonDangerSolid}>
            {confirmLabel}
          </button>
        </div>
      </details>
      <ConfirmDialog
        open={open}
        title={title}
        confirmLabel={confirmLabel}
        onCancel={() => setOpen(false)}
        onConfirm={() => {
          setOpen(false);
          form.current?.requestSubmit();
        }}
      >
        {body}
      </ConfirmDialog>
    </form>
  );
}
