// `@use-gesture/react` as the worker bundle sees it (wrangler.toml [alias]). Gestures are bound in
// an effect on the element the hook targets (`target`), and effects never run in a server render,
// so the server's hook does nothing and the browser's library (30 KB) stays out of the worker.
// The browser bundle and the unit tests use the real package.
export function useGesture(_handlers: unknown, _config?: unknown): void {}
