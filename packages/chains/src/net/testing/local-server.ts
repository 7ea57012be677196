/** Test support: a local HTTP server on 127.0.0.1 whose answers the test scripts. */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

export interface LocalRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
  json<T = unknown>(): T;
}

export type Handler = (req: LocalRequest, res: ServerResponse) => void | Promise<void>;

export interface LocalServer {
  url: string;
  requests: LocalRequest[];
  close(): Promise<void>;
}

export async function startLocalServer(handler: Handler): Promise<LocalServer> {
  const requests: LocalRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const u = new URL(req.url ?? '/', 'http://127.0.0.1');
      const body = Buffer.concat(chunks).toString('utf8');
      const r: LocalRequest = {
        method: req.method ?? 'GET',
        path: u.pathname,
        query: u.searchParams,
        headers: req.headers,
        body,
        json: () => JSON.parse(body),
      };
      requests.push(r);
      Promise.resolve(handler(r, res)).catch(() => {
        res.statusCode = 500;
        res.end();
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(res: ServerResponse, body: unknown, status = 200): void {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json');
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

/** A URL on 127.0.0.1 where nothing listens (connection refused). */
export async function deadUrl(): Promise<string> {
  const s = await startLocalServer(() => undefined);
  await s.close();
  return s.url;
}
