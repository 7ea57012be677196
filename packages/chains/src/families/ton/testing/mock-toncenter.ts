/**
 * Test support: a scripted toncenter-style server on 127.0.0.1. Each v2 method answers from
 * `answers` (a result, a function of the params, or 'malformed' / 'hang' / an {error}); the v3
 * jetton transfers from `transfers`, the v3 jetton wallets from `wallets` (404 while undefined, as
 * on a provider without that call; 'malformed' answers broken JSON).
 */
import type { ServerResponse } from 'node:http';
import { sendJson, startLocalServer, type LocalServer } from '../../../net/testing/local-server';

export type Answer = unknown | ((params: Record<string, unknown>) => unknown);
export interface MockToncenter extends LocalServer {
  answers: Record<string, Answer>;
  transfers: unknown;
  wallets: unknown;
  byMessage: unknown;
  rpcUrl: string;
  methods(): string[];
}

function answer(res: ServerResponse, a: unknown, id: unknown) {
  if (a === 'hang') return; // never answers: the client's timeout decides
  if (a === 'malformed') return sendJson(res, '{"ok": true, "result": ');
  if (a && typeof a === 'object' && 'error' in a)
    return sendJson(res, { ok: false, error: (a as { error: string }).error, code: 500, id }, 500);
  sendJson(res, { ok: true, result: a, id });
}

export async function startMockToncenter(answers: Record<string, Answer> = {}): Promise<MockToncenter> {
  // The handler reads the returned object, so tests can swap `answers` and `transfers` later.
  const ref: { m?: MockToncenter } = {};
  const server = await startLocalServer((req, res) => {
    if (req.path === '/api/v3/jetton/transfers') return sendJson(res, ref.m!.transfers as object);
    if (req.path === '/api/v3/jetton/wallets') {
      const w = ref.m!.wallets;
      if (w === undefined) return sendJson(res, { error: 'not found' }, 404);
      if (w === 'malformed') return sendJson(res, '{"jetton_wallets": [');
      return sendJson(res, w as object);
    }
    if (req.path === '/api/v3/transactionsByMessage') return sendJson(res, ref.m!.byMessage as object);
    const body = req.json<{ id: unknown; method: string; params: Record<string, unknown> }>();
    const a = ref.m!.answers[body.method];
    if (a === undefined) return sendJson(res, { ok: false, error: `no ${body.method}`, code: 404 }, 404);
    answer(
      res,
      typeof a === 'function' ? (a as (p: Record<string, unknown>) => unknown)(body.params) : a,
      body.id,
    );
  });
  const m = Object.assign(server, {
    answers,
    transfers: { jetton_transfers: [] } as unknown,
    wallets: undefined as unknown,
    byMessage: { transactions: [] } as unknown,
    rpcUrl: `${server.url}/api/v2/jsonRPC`,
    methods: () =>
      server.requests
        .filter((r) => r.path === '/api/v2/jsonRPC')
        .map((r) => r.json<{ method: string }>().method),
  });
  ref.m = m;
  return m;
}
