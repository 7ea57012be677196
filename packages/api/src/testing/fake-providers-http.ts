/** What the exchange and sell stand-ins share: a loopback server, JSON with exact number text, fault modes. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** ok, or one of the failures a real provider shows: a 500, a stall, a wrong shape, a non-JSON body. */
export type FaultMode = 'ok' | 'server-error' | 'hang' | 'malformed' | 'not-json';

/** Marks a decimal so that json() writes it as a bare JSON number, digit for digit. */
export const num = (decimal: string): string => `\u0000${decimal}\u0000`;

export function json(res: http.ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body).replace(/"\\u0000([-0-9.eE+]+)\\u0000"/g, '$1');
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(text);
}

/** Answers the fault of `mode`, or returns false when the request is to be served normally. */
export function fault(mode: FaultMode, res: http.ServerResponse): boolean {
  if (mode === 'ok') return false;
  if (mode === 'hang') return true; // never answers; the relay's deadline must end it
  if (mode === 'server-error') json(res, 500, { message: 'Internal server error' });
  else if (mode === 'malformed') json(res, 200, { unexpected: true, data: [1, 2, 3] });
  else res.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>');
  return true;
}

export async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function listen(
  handler: (req: http.IncomingMessage, res: http.ServerResponse, url: URL) => Promise<void> | void,
  port = 0,
): Promise<{ server: http.Server; baseUrl: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    Promise.resolve(handler(req, res, url)).catch(() => {
      if (!res.headersSent) json(res, 500, { message: 'stand-in failure' });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    server,
    baseUrl: `http://127.0.0.1:${bound}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** a × b for decimal strings, cut (not rounded) to `places` decimals, as a plain decimal string. */
export function mulDecimal(a: string, b: string, places: number): string {
  const parse = (s: string) => {
    const [i = '0', f = ''] = s.split('.');
    return { v: BigInt(i + f), scale: f.length };
  };
  const x = parse(a);
  const y = parse(b);
  const scale = x.scale + y.scale;
  let v = x.v * y.v;
  if (scale > places) v /= 10n ** BigInt(scale - places);
  else v *= 10n ** BigInt(places - scale);
  const s = v.toString().padStart(places + 1, '0');
  const out = places ? `${s.slice(0, -places)}.${s.slice(-places)}` : s;
  return places ? out.replace(/\.?0+$/, '') : out;
}

/** a < b for plain decimal strings. */
export function lessThan(a: string, b: string): boolean {
  const scale = 30;
  const big = (s: string) => {
    const [i = '0', f = ''] = s.split('.');
    return BigInt(i + f.padEnd(scale, '0').slice(0, scale));
  };
  return big(a) < big(b);
}
