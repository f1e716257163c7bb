/** HTML of the identity provider's pages: plain forms, no scripts, everything escaped. */

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:26rem;margin:3rem auto;padding:0 1rem}
label{display:block;margin:.8rem 0 .2rem}input[type=email],input[type=password]{width:100%;padding:.5rem;box-sizing:border-box}
button{margin-top:1rem;padding:.6rem 1.2rem}.error{color:#a00;border:1px solid #a00;padding:.5rem}
dl{font-size:.8rem;color:#555}dt{font-weight:bold}</style></head>
<body><main>${body}</main></body></html>`;
}

/** Parameters shown for information (e.g. ui_locales, acr_values, theme) besides the protocol ones. */
const PROTOCOL_PARAMS = new Set([
  'client_id',
  'response_type',
  'redirect_uri',
  'code_challenge',
  'code_challenge_method',
  'state',
  'nonce',
  'scope',
]);

/**
 * The sign-in form. `params` are the authorize request's query parameters; all are carried as
 * hidden fields so the POST sees the same request, and the non-protocol ones are listed.
 */
export function signInPage(opts: { authority: string; params: Record<string, string>; email?: string; error?: string }): string {
  const hidden = Object.entries(opts.params)
    .filter(([k]) => k !== 'email' && k !== 'password')
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('\n');
  const extras = Object.entries(opts.params).filter(([k]) => !PROTOCOL_PARAMS.has(k) && k !== 'email' && k !== 'password');
  const extrasHtml = extras.length
    ? `<dl aria-label="Request details">${extras.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>`
    : '';
  const error = opts.error ? `<p class="error" role="alert">${escapeHtml(opts.error)}</p>` : '';
  return layout(
    'Sign in',
    `<h1>Sign in</h1>
<p>Identity provider <code>${escapeHtml(opts.authority)}</code></p>
${error}
<form method="post" action="/oidc/${escapeHtml(opts.authority)}/authorize">
${hidden}
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(opts.email ?? '')}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button>
</form>
${extrasHtml}`,
  );
}

export function signedOutPage(): string {
  return layout('Signed out', '<h1>Signed out</h1><p>You are signed out.</p>');
}
