/** Tests only: a stand-in for a Workers rate-limiting binding, `limit` calls per key, then refusals. */
export function fakeLimiter(limit: number) {
  const counts = new Map<string, number>();
  const keys: string[] = [];
  const binding: RateLimit = {
    async limit({ key }) {
      keys.push(key);
      const n = (counts.get(key) ?? 0) + 1;
      counts.set(key, n);
      return { success: n <= limit };
    },
  };
  return { binding, keys };
}
