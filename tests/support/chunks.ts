import http from 'node:http';

/** One body chunk as it arrived: ms since the request started, and its text. */
export interface Chunk {
  at: number;
  text: string;
}

/**
 * GETs `url` and keeps every body chunk with its arrival time (no compression, `*.localhost` to
 * loopback), so a test can say what came first: the shell, or the data the upstream answered.
 */
export function getChunks(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; chunks: Chunk[]; headers: http.IncomingHttpHeaders }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        headers: { 'Accept-Encoding': 'identity', ...headers },
        lookup: (hostname, options, cb) => {
          const loopback = hostname === 'localhost' || hostname.endsWith('.localhost') ? '127.0.0.1' : hostname;
          if ((options as { all?: boolean }).all)
            (cb as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address: loopback, family: 4 }]);
          else cb(null, loopback, 4);
        },
      },
      (res) => {
        const chunks: Chunk[] = [];
        res.setEncoding('utf8');
        res.on('data', (text: string) => chunks.push({ at: performance.now() - started, text }));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, chunks, headers: res.headers }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}
