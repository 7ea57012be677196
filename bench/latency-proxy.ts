/**
 * A loopback reverse proxy that holds every HTTP request for a fixed time before passing it on
 * unchanged to one upstream origin (same path, method, headers and body), and counts the requests.
 * It stands for a remote provider in the read benchmarks: the upstream (a devnet node) answers in
 * about a millisecond, so elapsed time / latency is the number of round trips the code waited for
 * in sequence. A JSON-RPC batch is one HTTP request, so it is one call here, as it is on the wire.
 */
import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';

export interface LatencyProxy {
  /** http://127.0.0.1:port — the upstream's paths answer under it. */
  url: string;
  /** Requests seen since the last reset (reset() zeroes it). */
  readonly requests: number;
  /** The path of each request since the last reset, in order of arrival. */
  readonly paths: readonly string[];
  reset(): void;
  close(): Promise<void>;
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'host', 'content-length']);

function forwardHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([k]) => !HOP_BY_HOP.has(k.toLowerCase())));
}

export async function startLatencyProxy(upstream: string, latencyMs: number): Promise<LatencyProxy> {
  const target = new URL(upstream);
  let paths: string[] = [];
  const server = createServer((req, res) => {
    paths.push(`${req.method} ${(req.url ?? '/').split('?')[0]}`);
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      setTimeout(() => {
        const out = httpRequest(
          {
            host: target.hostname,
            port: target.port,
            method: req.method,
            path: req.url,
            headers: { ...forwardHeaders(req.headers), 'content-length': String(body.length) },
          },
          (up) => {
            res.writeHead(up.statusCode ?? 502, forwardHeaders(up.headers));
            up.pipe(res);
          },
        );
        out.on('error', () => {
          if (!res.headersSent) res.writeHead(502);
          res.end();
        });
        out.end(body);
      }, latencyMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    get requests() {
      return paths.length;
    },
    get paths() {
      return paths;
    },
    reset() {
      paths = [];
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
