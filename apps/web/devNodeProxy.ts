/**
 * The devnet nodes of every other family, through one generic path: /devnet/node/<node>/... is
 * forwarded (GET or POST, sub-paths and query kept) to the URL the node wrote in
 * `{tmpdir}/kestrel-devnet-<node>.json` when `npm run devnet` started it, or to
 * KESTREL_DEVNET_<NODE>_RPC when that is set. A new family's node needs no change here. Cross-origin pages are refused before anything is forwarded.
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Connect } from 'vite';
import { crossOriginReason } from './devProxy';

export const NODE_PATH = '/devnet/node';

/** The running node's URL, or undefined when it is not running (or the name is not a plain word). */
export function nodeUrlFromInfoFile(node: string, dir = tmpdir()): string | undefined {
  if (!/^[a-z0-9-]+$/.test(node)) return undefined;
  try {
    const info = JSON.parse(readFileSync(join(dir, `kestrel-devnet-${node}.json`), 'utf8')) as {
      rpcUrl?: unknown;
    };
    return typeof info.rpcUrl === 'string' ? info.rpcUrl.replace(/\/$/, '') : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A node's URL given in the environment, KESTREL_DEVNET_<NODE>_RPC (e.g. KESTREL_DEVNET_SOLANA_RPC):
 * a test points the proxy at the node it started, whatever the shared info file says.
 */
export function nodeUrlFromEnv(node: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (!/^[a-z0-9-]+$/.test(node)) return undefined;
  const url = env[`KESTREL_DEVNET_${node.toUpperCase().replace(/-/g, '_')}_RPC`];
  return url ? url.replace(/\/$/, '') : undefined;
}

function fail(res: ServerResponse, status: number, message: string): void {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify({ error: message }));
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export function nodeForwarder(
  urlOf: (node: string) => string | undefined = (n) => nodeUrlFromEnv(n) ?? nodeUrlFromInfoFile(n),
): Connect.NextHandleFunction {
  return (req, res, next) => {
    const url = req.url ?? '';
    if (!url.startsWith(`${NODE_PATH}/`)) return next();
    const rest = url.slice(NODE_PATH.length + 1);
    const node = rest.split(/[/?]/)[0] ?? '';
    if (req.method !== 'GET' && req.method !== 'POST') return fail(res, 405, 'Only GET and POST');
    const crossOrigin = crossOriginReason(req);
    if (crossOrigin) return fail(res, 403, `The devnet refuses cross-origin requests (${crossOrigin})`);
    const base = urlOf(node);
    if (!base)
      return fail(
        res,
        502,
        `The devnet's ${node} node is not running: start it with npm start or npm run devnet`,
      );
    void (async () => {
      try {
        const body = req.method === 'POST' ? new Uint8Array(await readBody(req)) : undefined;
        const ct = req.headers['content-type'];
        const answer = await fetch(`${base}${rest.slice(node.length)}`, {
          method: req.method,
          ...(ct ? { headers: { 'content-type': ct } } : {}),
          ...(body ? { body } : {}),
          signal: AbortSignal.timeout(30_000),
        });
        res.statusCode = answer.status;
        res.setHeader('content-type', answer.headers.get('content-type') ?? 'application/json');
        res.end(Buffer.from(await answer.arrayBuffer()));
      } catch {
        fail(res, 502, `The devnet's ${node} node at ${new URL(base).host} does not answer`);
      }
    })();
  };
}
