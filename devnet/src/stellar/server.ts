/**
 * The devnet's Horizon on 127.0.0.1: the calls the Stellar adapter makes, in Horizon's documented
 * shapes — GET /accounts/{id} (404 problem when unknown), /accounts/{id}/transactions and
 * /operations (limit, order, cursor, include_failed), /transactions/{hash} and its /operations,
 * /fee_stats, POST /transactions (form-encoded tx, base64 envelope; transaction_failed problems
 * with result codes) — a friendbot-style faucet, GET /friendbot?addr=G…[&amount=XLM][&asset=CODE:ISSUER],
 * and the devnet's uniform POST /faucet {address, amount (stroops), token?}.
 */
import { createServer, type ServerResponse } from 'node:http';
import { Asset, Operation, StrKey } from '@stellar/stellar-base';
import { submitOps, type StellarGenesis } from './genesis';
import { STROOPS, stroopsOf, type ApplyResult, type StellarLedger, type TxRecord } from './ledger';
import * as r from './records';
import { readBody } from '../http';

const MAX_BODY = 1 << 20;
/** The faucet's cap per request. */
const MAX_FAUCET = 1_000_000_000n * STROOPS;
const DEFAULT_FAUCET = '10000';

class Problem extends Error {
  constructor(readonly body: { status: number }) {
    super('problem');
  }
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const type =
    status >= 400 ? 'application/problem+json; charset=utf-8' : 'application/hal+json; charset=utf-8';
  res.writeHead(status, { 'content-type': type }).end(JSON.stringify(body));
}

function accountId(text: string | undefined, field = 'account_id'): string {
  if (!text || !StrKey.isValidEd25519PublicKey(text))
    throw new Problem(r.badRequest(`${field} must be a valid Stellar account id`, field));
  return text;
}

interface Paging {
  limit: number;
  order: 'asc' | 'desc';
  cursor?: bigint;
  includeFailed: boolean;
}

function paging(q: URLSearchParams): Paging {
  const limitText = q.get('limit') ?? '10';
  const limit = Number(limitText);
  if (!/^\d+$/.test(limitText) || limit < 1 || limit > 200)
    throw new Problem(r.badRequest('limit must be between 1 and 200', 'limit'));
  const order = q.get('order') ?? 'asc';
  if (order !== 'asc' && order !== 'desc')
    throw new Problem(r.badRequest('order must be asc or desc', 'order'));
  const cursor = q.get('cursor');
  if (cursor && !/^\d+$/.test(cursor))
    throw new Problem(r.badRequest('cursor must be a paging token', 'cursor'));
  return {
    limit,
    order,
    ...(cursor ? { cursor: BigInt(cursor) } : {}),
    includeFailed: q.get('include_failed') === 'true',
  };
}

/** Transactions (with their index in the ledger's list) for a page. */
function txPage(ledger: StellarLedger, keep: (t: TxRecord) => boolean, p: Paging) {
  let list = ledger.txs.map((t, i) => ({ t, i, token: BigInt(r.txToken(t, i)) })).filter((x) => keep(x.t));
  if (!p.includeFailed) list = list.filter((x) => x.t.successful);
  if (p.order === 'desc') list.reverse();
  if (p.cursor !== undefined)
    list = list.filter((x) => (p.order === 'desc' ? x.token < p.cursor! : x.token > p.cursor!));
  return list.slice(0, p.limit);
}

function submitted(
  base: string,
  ledger: StellarLedger,
  envelope: string,
  result: ApplyResult,
): [number, unknown] {
  if (result.ok) return [200, r.transactionRecord(base, result.tx, ledger.txs.indexOf(result.tx))];
  if (result.malformed) return [400, r.transactionMalformed(envelope)];
  return [400, r.transactionFailed(envelope, result.codes, result.tx?.hash)];
}

/** Pays `stroops` to `to` from the devnet: XLM from the root (create-account for a new account), a token from its issuer. */
function fund(
  ledger: StellarLedger,
  genesis: StellarGenesis,
  to: string,
  stroops: bigint,
  token?: string,
): ApplyResult {
  if (stroops <= 0n || stroops > MAX_FAUCET)
    throw new Problem(r.badRequest('amount must be above 0 and at most 1000000000 XLM', 'amount'));
  const amount = r.amount(stroops);
  if (token) {
    // CODE:ISSUER, or the code of one of the devnet's assets (KUSD, KAUTH).
    const id = genesis.issuers.has(token)
      ? token
      : (genesis.assets as Record<string, string>)[token.toUpperCase()];
    const issuer = id && genesis.issuers.get(id);
    if (!id || !issuer)
      throw new Problem(
        r.badRequest(`token must be one of ${[...genesis.issuers.keys()].join(', ')}`, 'token'),
      );
    const asset = new Asset(id.split(':')[0]!, issuer.publicKey());
    return submitOps(ledger, issuer, [Operation.payment({ destination: to, asset, amount })]);
  }
  if (!ledger.accounts.has(to))
    return submitOps(ledger, genesis.root, [
      Operation.createAccount({ destination: to, startingBalance: amount }),
    ]);
  // Kestrel's extension: an existing account is topped up (friendbot itself funds new accounts only).
  return submitOps(ledger, genesis.root, [
    Operation.payment({ destination: to, asset: Asset.native(), amount }),
  ]);
}

/** GET /friendbot?addr=G…[&amount=XLM][&asset=CODE:ISSUER]: friendbot's answer, the transaction or its problem. */
function friendbot(
  base: string,
  ledger: StellarLedger,
  genesis: StellarGenesis,
  q: URLSearchParams,
): [number, unknown] {
  const to = accountId(q.get('addr') ?? undefined, 'addr');
  const text = q.get('amount') ?? DEFAULT_FAUCET;
  if (!/^\d{1,13}(\.\d{1,7})?$/.test(text))
    throw new Problem(
      r.badRequest('amount must be a positive number of XLM with at most 7 decimals', 'amount'),
    );
  return submitted(base, ledger, '', fund(ledger, genesis, to, stroopsOf(text), q.get('asset') ?? undefined));
}

/**
 * POST /faucet {address, amount (stroops), token?}: the devnet's uniform faucet route (every
 * family's node has one; the CLI's `kestrel faucet` calls it). Answers {address, amount, hash} or {error}.
 */
function uniformFaucet(ledger: StellarLedger, genesis: StellarGenesis, body: string): [number, unknown] {
  let p: { address?: unknown; amount?: unknown; token?: unknown };
  try {
    p = JSON.parse(body) as typeof p;
  } catch {
    return [400, { error: 'The body is JSON: {address, amount, token?}' }];
  }
  if (typeof p.address !== 'string' || !StrKey.isValidEd25519PublicKey(p.address))
    return [400, { error: 'address must be a Stellar account id (G…)' }];
  if (typeof p.amount !== 'string' || !/^\d{1,20}$/.test(p.amount))
    return [400, { error: 'amount must be a whole number of stroops, as text' }];
  if (p.token !== undefined && typeof p.token !== 'string')
    return [400, { error: 'token must be CODE:ISSUER' }];
  let result: ApplyResult;
  try {
    result = fund(ledger, genesis, p.address, BigInt(p.amount), p.token);
  } catch (e) {
    if (e instanceof Problem) return [400, { error: (e.body as { detail?: string }).detail }];
    throw e;
  }
  if (result.ok) return [200, { address: p.address, amount: p.amount, hash: result.tx.hash }];
  const codes = [result.codes.transaction, ...(result.codes.operations ?? [])].join(', ');
  return [400, { error: `The faucet's transaction failed (${codes})` }];
}

export function route(
  ledger: StellarLedger,
  genesis: StellarGenesis,
  base: string,
  method: string,
  url: URL,
  body: string,
): [number, unknown] {
  const parts = url.pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  const q = url.searchParams;
  const [head, id, sub] = parts;
  if (method === 'POST' && parts.length === 1 && head === 'transactions') {
    const envelope = new URLSearchParams(body).get('tx');
    if (!envelope) throw new Problem(r.badRequest('tx is required: a base64 TransactionEnvelope', 'tx'));
    return submitted(base, ledger, envelope, ledger.submit(envelope));
  }
  if (method === 'POST' && parts.length === 1 && head === 'faucet')
    return uniformFaucet(ledger, genesis, body);
  if (method !== 'GET') throw new Problem({ ...r.NOT_FOUND });
  if (parts.length === 0)
    return [
      200,
      {
        horizon_version: 'kestrel-devnet',
        network_passphrase: ledger.passphrase,
        history_latest_ledger: ledger.ledger,
      },
    ];
  if (head === 'fee_stats' && parts.length === 1) return [200, r.feeStatsRecord(ledger.ledger)];
  if (head === 'friendbot' && parts.length === 1) return friendbot(base, ledger, genesis, q);
  if (head === 'accounts' && id) {
    const account = accountId(id);
    if (!sub && parts.length === 2) {
      const a = ledger.accounts.get(account);
      if (!a) throw new Problem({ ...r.NOT_FOUND });
      return [200, r.accountRecord(base, a)];
    }
    const p = paging(q);
    const list = txPage(ledger, (t) => t.accounts.has(account), p);
    const path = `/accounts/${account}/${sub}`;
    if (sub === 'transactions' && parts.length === 3)
      return [
        200,
        r.page(
          base,
          path,
          list.map((x) => r.transactionRecord(base, x.t, x.i)),
        ),
      ];
    if (sub === 'operations' && parts.length === 3)
      return [
        200,
        r.page(
          base,
          path,
          list.flatMap((x) => x.t.ops.map((op, i) => r.operationRecord(base, x.t, op, i))).slice(0, p.limit),
        ),
      ];
  }
  if (head === 'transactions' && id) {
    const t = /^[0-9a-f]{64}$/.test(id) ? ledger.transaction(id) : undefined;
    if (!t) throw new Problem({ ...r.NOT_FOUND });
    if (parts.length === 2) return [200, r.transactionRecord(base, t, ledger.txs.indexOf(t))];
    if (sub === 'operations' && parts.length === 3) {
      const p = paging(q);
      const ops = t.ops.map((op, i) => r.operationRecord(base, t, op, i));
      if (p.order === 'desc') ops.reverse();
      return [200, r.page(base, `/transactions/${t.hash}/operations`, ops.slice(0, p.limit))];
    }
  }
  throw new Problem({ ...r.NOT_FOUND });
}

export async function serve(ledger: StellarLedger, genesis: StellarGenesis, port: number) {
  let base = '';
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const body = req.method === 'POST' ? await readBody(req, MAX_BODY) : '';
      try {
        const [status, answer] = route(ledger, genesis, base, req.method ?? 'GET', url, body);
        send(res, status, answer);
      } catch (e) {
        if (e instanceof Problem) send(res, e.body.status, e.body);
        else
          send(res, 500, {
            type: 'https://stellar.org/horizon-errors/server_error',
            title: 'Internal Server Error',
            status: 500,
            detail: (e as Error).message,
          });
      }
    })().catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const addr = server.address();
  base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  return {
    url: base,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
