/**
 * `group` (an API group such as `api.orders`) with one method replaced: the remembering caches wrap
 * the one call whose answer they learn from and leave every other method as it is.
 */
export function withMethod<G extends object, K extends keyof G>(group: G, name: K, method: G[K]): G {
  return new Proxy(group, { get: (target, key) => (key === name ? method : Reflect.get(target, key)) });
}
