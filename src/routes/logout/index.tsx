import { createFileRoute } from '@tanstack/react-router';
import { ConfirmPage } from '../../components/page/confirm-page';

/**
 * 'Sign out?' (issue 15 item 8): what a GET of /logout shows when it is not the app's own
 * same-origin navigation (a cross-site link, a typed URL), so that no other site can sign the user
 * out. The worker (src/worker/auth/sign-out/logout.ts) renders it in plain mode (no JavaScript) with the
 * form's hidden fields (the signed `_csrf` token, `next`); its button POSTs to /logout, which signs
 * out. 'public' frame: no account menu.
 */
export const Route = createFileRoute('/logout/')({
  staticData: { titleId: 'page.signOut.title', frame: 'public' },
  component: Logout,
});

function Logout() {
  return (
    <ConfirmPage action="/logout" titleId="signOut.confirm.title" messageId="signOut.confirm.message" buttonId="signOut.confirm.button" />
  );
}
