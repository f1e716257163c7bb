import { useRouteContext } from '@tanstack/react-router';

/**
 * What the user typed into `name` before the server refused the post (RouterContext.formReplay),
 * else undefined: a field shows it instead of its stored value, so nothing typed is lost. Only a
 * page rendered in answer to a refused plain post has any; in the browser there is never one.
 */
export function useReplayedValue(name: string): string | undefined {
  const replay = useRouteContext({ from: '__root__', select: (c) => c.formReplay });
  return replay && Object.hasOwn(replay.values, name) ? replay.values[name] : undefined;
}
