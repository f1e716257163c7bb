/**
 * The proxied answers that name the customer's account (the customer record, the super orders, an
 * upload): their `accountId` fields are dropped, at any depth, before the answer reaches the
 * browser. The account id is internal (issue 32 §5): no page, page state or browser answer holds
 * it, and the browser names the owner `me` in its calls (own-account.ts).
 */
export async function withoutAccountId(answer: Response): Promise<Response> {
  if (!answer.ok || !answer.headers.get('Content-Type')?.includes('json')) return answer;
  const text = await answer.text();
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    // Not JSON after all: as it came (the browser's schema refuses it, with the spec's message).
    return new Response(text, answer);
  }
  const headers = new Headers(answer.headers);
  headers.delete('Content-Length');
  const body = JSON.stringify(data, (key, value: unknown) => (key === 'accountId' ? undefined : value));
  return new Response(body, { status: answer.status, statusText: answer.statusText, headers });
}
