/**
 * Local stand-ins of the NFT upstreams for tests, on 127.0.0.1, answering in the providers'
 * documented shapes: Alchemy NFT API v3 GET /{network}/nft/v3/{key}/getNFTsForOwner and DAS
 * POST getAssetsByOwner. `mode` switches a stand-in to an HTTP error, a stall past any timeout,
 * or a malformed answer. Every request is recorded (path and body) for the tests to inspect.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';

export type StandInMode = 'ok' | 'error' | 'stall' | 'malformed' | 'not-json';

export interface NftStandIn {
  url: string;
  mode: StandInMode;
  requests: { url: string; body: string }[];
  close(): Promise<void>;
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Serves `answer(url, body)` as JSON in mode 'ok'; the other modes misbehave as named. */
export async function startStandIn(
  answer: (url: URL, body: string) => { status?: number; json: unknown },
  malformed: unknown,
): Promise<NftStandIn> {
  const sockets = new Set<import('node:net').Socket>();
  const state: NftStandIn = { url: '', mode: 'ok', requests: [], close: async () => undefined };
  const server: Server = createServer((req, res) => {
    void bodyOf(req).then((body) => {
      state.requests.push({ url: req.url ?? '', body });
      const send = (status: number, text: string) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(text);
      if (state.mode === 'stall') return; // never answers: the relay's timeout must end the call
      if (state.mode === 'error')
        return send(503, JSON.stringify({ error: { message: 'Service Unavailable' } }));
      if (state.mode === 'malformed') return send(200, JSON.stringify(malformed));
      if (state.mode === 'not-json') return send(200, '<html>gateway</html>');
      const a = answer(new URL(req.url ?? '/', 'http://127.0.0.1'), body);
      send(a.status ?? 200, JSON.stringify(a.json));
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const addr = server.address();
  state.url = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  state.close = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    });
  return state;
}
