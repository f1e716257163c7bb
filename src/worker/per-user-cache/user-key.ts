/**
 * The signed-in user's part of a cache key: SHA-256 hex of brand and user id, so a user id is never
 * readable in a key and no other user's key can match. Kept per isolate: every page of a signed-in
 * user reads and writes several cached values (account id, newest months, delivery dates), and a
 * hash per use was measurable CPU per page (issue 18 §4). Bounded: cleared at MAX_USER_KEYS.
 */
const userKeys = new Map<string, Promise<string>>();
const MAX_USER_KEYS = 5000;

export function userKey(brandKey: string, userId: string): Promise<string> {
  const id = `${brandKey}\n${userId}`;
  let key = userKeys.get(id);
  if (!key) {
    if (userKeys.size >= MAX_USER_KEYS) userKeys.clear();
    key = crypto.subtle.digest('SHA-256', new TextEncoder().encode(id)).then((digest) => {
      let hex = '';
      for (const b of new Uint8Array(digest)) hex += b.toString(16).padStart(2, '0');
      return hex;
    });
    key.catch(() => userKeys.delete(id));
    userKeys.set(id, key);
  }
  return key;
}
