/**
 * A devnet node for the hooks' tests under happy-dom: the node runs in its own Node process
 * (@kestrel/devnet reads its fixtures by file URL, which happy-dom's module URLs are not) and a
 * loopback relay serves it at the shells' /devnet/node/<node> path, as the web's dev proxy does.
 * Calls go through Node's own HTTP client (happy-dom's fetch is a page's, with CORS).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';

/** One HTTP exchange through Node's client. */
export function httpCall(
  url: string,
  method: string,
  body?: string | Buffer,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers: { 'content-type': 'application/json' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 502, text: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

export interface DevnetNode<T> {
  /** What the node's process printed: its RPC URL and what the test needs of its genesis. */
  info: T & { rpcUrl: string };
  /** The origin whose /devnet/node/<node> path reaches the node (give it to the platform). */
  origin: string;
  stop(): void;
}

/**
 * Starts a devnet node: `start` is an expression over `d` (@kestrel/devnet) that resolves to an
 * object with rpcUrl and whatever else the test reads, printed as one JSON line.
 */
export async function startDevnetNode<T>(node: string, start: string): Promise<DevnetNode<T>> {
  const code = `import('@kestrel/devnet').then(async (d) => console.log(JSON.stringify(await (${start}))));`;
  // One Node process (tsx as its loader), so killing it ends the node.
  const proc: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '--eval', code],
    {
      cwd: import.meta.dirname,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: proc.stdout! }).once('line', resolve);
    proc.once('exit', (c) => reject(new Error(`the ${node} devnet exited (${c})`)));
  });
  const info = JSON.parse(line) as T & { rpcUrl: string };
  const base = `/devnet/node/${node}`;
  const relay = createServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', '*');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    const path = req.url ?? '';
    if (!path.startsWith(base)) return void res.writeHead(404).end('{"error":"Not Found"}');
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const to = info.rpcUrl.replace(/\/$/, '') + path.slice(base.length);
      httpCall(to, req.method ?? 'GET', req.method === 'GET' ? undefined : Buffer.concat(chunks)).then(
        (r) => res.writeHead(r.status, { 'content-type': 'application/json' }).end(r.text),
        () => res.writeHead(502).end(),
      );
    });
  });
  await new Promise<void>((r) => relay.listen(0, '127.0.0.1', r));
  return {
    info,
    origin: `http://127.0.0.1:${(relay.address() as AddressInfo).port}`,
    stop() {
      relay.close();
      proc.kill();
    },
  };
}
