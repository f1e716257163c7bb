import { useRouteContext } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useStripped } from './stripped';

/**
 * Sign-out as a same-origin POST (issue 15 item 8): a GET of /logout from another site no longer
 * signs anyone out, so the menu's 'Sign out' is this form's button, carrying the session's signed
 * `_csrf` token (src/worker/middleware/csrf). A real <button>: it works without JavaScript, takes
 * focus in the menu's tab order and submits on Enter or Space. The form itself takes no box
 * (`display: contents`), so the button lays out like the links beside it.
 */
export function SignOutForm({ className, children }: { className: string; children: ReactNode }) {
  const { session } = useRouteContext({ from: '__root__' });
  const stripped = useStripped();
  return (
    <form method="post" action="/logout" className="contents">
      <input type="hidden" name="_csrf" value={session?.formToken ?? ''} />
      {/* In stripped mode the sign-in that follows comes back stripped (`theme=stripped`, issue 17 §1). */}
      {stripped ? <input type="hidden" name="next" value="/?stripped=true" /> : null}
      <button type="submit" className={`${className} cursor-pointer`}>
        {children}
      </button>
    </form>
  );
}
