import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { usePush } from './use-push';

function Status() {
  const state = usePush(['archive-finished'], () => {});
  return <p>{state}</p>;
}

describe('usePush', () => {
  it('renders on the server without touching window, sockets or storage', () => {
    expect(typeof window).toBe('undefined');
    expect(renderToString(<Status />)).toBe('<p>idle</p>');
  });
});
