import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The floor's upstream (bench/floor/worker.tsx): `GET /items?n=` answers n list items as JSON, from
 * the bench's own Node process, so the workerd whose CPU is measured only parses and renders them.
 * Each item is about the size of a settings row (an id, a label, a value).
 */
export async function startFloorData(): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://floor.invalid');
    if (url.pathname !== '/items') {
      res.writeHead(404).end();
      return;
    }
    const n = Math.max(0, Math.min(10_000, Number(url.searchParams.get('n')) || 0));
    const items = Array.from({ length: n }, (_, i) => ({ id: `item-${i}`, label: `Setting number ${i + 1}`, value: `value ${i}` }));
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ items }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
