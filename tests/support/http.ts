import http from 'node:http';

export interface HttpResult {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Number of separate body chunks received (more than one = the response streamed). */
  chunks: number;
  /** Milliseconds until the first body byte and until the end. */
  ttfb: number;
  ttlb: number;
}

/**
 * A plain HTTP request that resolves `*.localhost` to loopback (Node's resolver doesn't) and asks
 * for no compression, so streaming is visible (TOOLCHAIN.md: local gzip hides it).
 */
export function request(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<HttpResult> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: init.method ?? 'GET',
        headers: { 'Accept-Encoding': 'identity', ...init.headers },
        lookup: (hostname, options, cb) => {
          if (hostname === 'localhost' || hostname.endsWith('.localhost')) {
            if ((options as { all?: boolean }).all)
              (cb as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address: '127.0.0.1', family: 4 }]);
            else cb(null, '127.0.0.1', 4);
            return;
          }
          cb(null, hostname, 4);
        },
      },
      (res) => {
        let body = '';
        let chunks = 0;
        let ttfb = 0;
        res.setEncoding('utf8');
        res.on('data', (d: string) => {
          if (chunks === 0) ttfb = performance.now() - started;
          chunks += 1;
          body += d;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, chunks, ttfb, ttlb: performance.now() - started }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (init.body) req.write(init.body);
    req.end();
  });
}
