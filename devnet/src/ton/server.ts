/**
 * A toncenter-style endpoint over the sandbox, on 127.0.0.1: the v2 JSON-RPC calls the TON adapter
 * makes (POST /api/v2/jsonRPC: getWalletInformation, getAddressState, estimateFee,
 * sendBocReturnHash, getTransactions, runGetMethod), the v3 indexer's GET /api/v3/jetton/transfers,
 * /api/v3/jetton/wallets (jetton-wallets.ts) and /api/v3/transactionsByMessage,
 * and POST /faucet ({address, amount} in nanotons, optional jetton: true) for the devnet faucet.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { Address, Cell, type TupleItem } from '@ton/core';
import type { BlockchainTransaction } from '@ton/sandbox';
import { jettonWallets } from './jetton-wallets';
import type { TonSandbox } from './sandbox';
import { readBody, sendJson } from '../http';

const MAX_BODY = 1 << 20;
/** The faucet's cap per request: 1,000,000 TON (or jetton units with 9 decimals). */
const MAX_FAUCET = 1_000_000n * 1_000_000_000n;

class BadRequest extends Error {}

function address(v: unknown, name = 'address'): Address {
  if (typeof v !== 'string' || !v) throw new BadRequest(`${name} is required`);
  try {
    return Address.parse(v);
  } catch {
    throw new BadRequest(`${name} is not a TON address`);
  }
}

function boc(v: unknown, name: string): Cell {
  if (typeof v !== 'string' || !v) throw new BadRequest(`${name} is required`);
  try {
    return Cell.fromBoc(Buffer.from(v, 'base64'))[0]!;
  } catch {
    throw new BadRequest(`${name} is not a base64 bag of cells`);
  }
}

/** toncenter's stack entry for a get-method result. */
function stackOut(item: TupleItem): [string, unknown] {
  switch (item.type) {
    case 'int':
      return [
        'num',
        `${item.value < 0n ? '-' : ''}0x${(item.value < 0n ? -item.value : item.value).toString(16)}`,
      ];
    case 'cell':
    case 'slice':
    case 'builder':
      return ['cell', { bytes: item.cell.toBoc().toString('base64'), object: {} }];
    default:
      return [item.type, null];
  }
}

function stackIn(entries: unknown): TupleItem[] {
  if (entries === undefined) return [];
  if (!Array.isArray(entries)) throw new BadRequest('stack must be a list');
  return entries.map((e): TupleItem => {
    if (!Array.isArray(e) || e.length !== 2) throw new BadRequest('a stack entry is [type, value]');
    const [type, value] = e as [unknown, unknown];
    if (type === 'num' || type === 'int') return { type: 'int', value: BigInt(String(value)) };
    if (type === 'tvm.Slice') return { type: 'slice', cell: boc(value, 'stack slice') };
    if (type === 'tvm.Cell') return { type: 'cell', cell: boc(value, 'stack cell') };
    throw new BadRequest(`unsupported stack entry type ${String(type)}`);
  });
}

function txJson(tx: BlockchainTransaction) {
  const msg = (m: NonNullable<BlockchainTransaction['inMessage']>) => ({
    source: m.info.type === 'internal' ? m.info.src.toString({ bounceable: false }) : '',
    destination: m.info.dest ? m.info.dest.toString() : '',
    value: m.info.type === 'internal' ? m.info.value.coins.toString() : '0',
  });
  return {
    '@type': 'raw.transaction',
    utime: tx.now,
    data: tx.raw.toBoc().toString('base64'),
    transaction_id: {
      '@type': 'internal.transactionId',
      lt: tx.lt.toString(),
      hash: tx.hash().toString('base64'),
    },
    fee: tx.totalFees.coins.toString(),
    in_msg: tx.inMessage ? msg(tx.inMessage) : null,
    out_msgs: tx.outMessages.values().map(msg),
  };
}

/** A transaction in the v3 indexer's shape (the fields clients read for a receipt). */
function indexedJson(tx: BlockchainTransaction) {
  const d = tx.description;
  const generic = d.type === 'generic' ? d : null;
  const compute = generic?.computePhase;
  return {
    hash: tx.hash().toString('base64'),
    lt: tx.lt.toString(),
    now: tx.now,
    description: {
      aborted: generic?.aborted ?? false,
      compute_ph: compute?.type === 'vm' ? { skipped: false, success: compute.success } : { skipped: true },
      action: generic?.actionPhase ? { success: generic.actionPhase.success } : null,
    },
    out_msgs: tx.outMessages.values().map((m) => ({ destination: m.info.dest?.toString() ?? null })),
  };
}

type Params = Record<string, unknown>;

async function rpc(box: TonSandbox, method: string, p: Params): Promise<unknown> {
  switch (method) {
    case 'getWalletInformation':
      return box.walletInformation(address(p.address));
    case 'getAddressBalance':
      return (await box.locked(() => box.state(address(p.address)))).balance.toString();
    case 'getAddressState':
      return (await box.locked(() => box.state(address(p.address)))).state;
    case 'estimateFee': {
      const init =
        typeof p.init_code === 'string' && p.init_code
          ? { code: boc(p.init_code, 'init_code'), data: boc(p.init_data, 'init_data') }
          : null;
      const fees = await box.estimateFee(address(p.address), boc(p.body, 'body'), init);
      return { '@type': 'query.fees', source_fees: fees, destination_fees: [] };
    }
    case 'sendBoc':
    case 'sendBocReturnHash': {
      const r = await box.sendBoc(boc(p.boc, 'boc').toBoc());
      return method === 'sendBoc' ? { '@type': 'ok' } : { '@type': 'raw.extMessageInfo', hash: r.hash };
    }
    case 'getTransactions': {
      const limit = Math.min(Math.max(Number(p.limit ?? 10), 1), 100);
      const txs = await box.transactions(address(p.address), {
        limit,
        ...(typeof p.lt === 'string' && typeof p.hash === 'string' ? { lt: p.lt, hash: p.hash } : {}),
      });
      return txs.map(txJson);
    }
    case 'runGetMethod': {
      if (typeof p.method !== 'string') throw new BadRequest('method is required');
      const r = await box.runGetMethod(address(p.address), p.method, stackIn(p.stack));
      return { '@type': 'smc.runResult', gas_used: 0, exit_code: r.exitCode, stack: r.stack.map(stackOut) };
    }
    default:
      throw new BadRequest(`method ${method} is not served by the devnet`);
  }
}

function json(text: string): Params {
  try {
    const v = JSON.parse(text) as unknown;
    if (v && typeof v === 'object' && !Array.isArray(v)) return v as Params;
  } catch {
    // fall through
  }
  throw new BadRequest('the body must be a JSON object');
}

async function faucet(box: TonSandbox, p: Params) {
  const to = address(p.address);
  const text = typeof p.amount === 'string' || typeof p.amount === 'number' ? String(p.amount) : '';
  if (!/^\d{1,30}$/.test(text))
    throw new BadRequest('amount is a whole number of nanotons (or jetton units)');
  const amount = BigInt(text);
  if (amount === 0n || amount > MAX_FAUCET)
    throw new BadRequest('amount must be above 0 and at most 1000000 TON');
  // `token` is the devnet's uniform faucet field; `jetton: true` is kept for older callers.
  if (p.jetton === true || p.token !== undefined) {
    const txs = await box.mint(to, amount);
    const failed = txs.find((t) => t.description.type === 'generic' && t.description.aborted);
    if (failed) throw new Error('The mint failed');
    return {
      address: to.toString({ bounceable: false }),
      jetton_master: box.jettonMaster.toString(),
      amount: text,
    };
  }
  const tx = await box.fund(to, amount);
  return { address: to.toString({ bounceable: false }), amount: text, hash: tx.hash().toString('hex') };
}

export async function handle(box: TonSandbox, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  let id: unknown = null;
  try {
    if (req.method === 'POST' && url.pathname === '/api/v2/jsonRPC') {
      const body = json(await readBody(req, MAX_BODY, () => new BadRequest('request body too large')));
      id = body.id ?? null;
      const params = body.params && typeof body.params === 'object' ? (body.params as Params) : {};
      if (typeof body.method !== 'string') throw new BadRequest('method is required');
      return sendJson(res, 200, {
        ok: true,
        result: await rpc(box, body.method, params),
        jsonrpc: '2.0',
        id,
      });
    }
    if (req.method === 'GET' && url.pathname === '/api/v3/jetton/transfers') {
      const q = url.searchParams;
      const owner = address(q.get('address') ?? q.get('owner_address'));
      const master = q.get('jetton_master') ? address(q.get('jetton_master'), 'jetton_master') : null;
      const limit = Math.min(Math.max(Number(q.get('limit') ?? 10) || 10, 1), 256);
      const offset = Math.max(Number(q.get('offset') ?? 0) || 0, 0);
      return sendJson(res, 200, {
        jetton_transfers: box.jettonTransfers(owner, master, limit, offset),
        address_book: {},
      });
    }
    if (req.method === 'GET' && url.pathname === '/api/v3/jetton/wallets') {
      const q = url.searchParams;
      // Like toncenter: list parameters repeat (owner_address=A&owner_address=B).
      const owners = q.getAll('owner_address').map((a) => address(a, 'owner_address'));
      if (!owners.length) throw new BadRequest('owner_address is required');
      const limit = Math.min(Math.max(Number(q.get('limit') ?? 10) || 10, 1), 1000);
      const offset = Math.max(Number(q.get('offset') ?? 0) || 0, 0);
      const wallets = await jettonWallets(box, {
        owners,
        jettons: q.getAll('jetton_address').map((a) => address(a, 'jetton_address')),
        excludeZeroBalance: q.get('exclude_zero_balance') === 'true',
        limit,
        offset,
      });
      return sendJson(res, 200, { jetton_wallets: wallets, address_book: {} });
    }
    if (req.method === 'GET' && url.pathname === '/api/v3/transactionsByMessage') {
      const given = url.searchParams.get('msg_hash') ?? '';
      const hex = /^[0-9a-fA-F]{64}$/.test(given)
        ? given.toLowerCase()
        : Buffer.from(given, 'base64').toString('hex');
      const tx = box.transactionByMessage(hex);
      return sendJson(res, 200, { transactions: tx ? [indexedJson(tx)] : [], address_book: {} });
    }
    if (req.method === 'POST' && url.pathname === '/faucet')
      return sendJson(
        res,
        200,
        await faucet(
          box,
          json(await readBody(req, MAX_BODY, () => new BadRequest('request body too large'))),
        ),
      );
    if (req.method === 'GET' && url.pathname === '/devnet')
      return sendJson(res, 200, {
        jetton_master: box.jettonMaster.toString(),
        faucet: box.faucet.address.toString(),
      });
    return sendJson(res, 404, { ok: false, error: 'not found', code: 404 });
  } catch (e) {
    const bad = e instanceof BadRequest;
    // Like toncenter: a refused message or a failed run is an error answer with its reason.
    const message = (e instanceof Error ? e.message : String(e)).split('\n')[0]!.slice(0, 300);
    return sendJson(res, bad ? 400 : 500, {
      ok: false,
      error: message,
      code: bad ? 400 : 500,
      jsonrpc: '2.0',
      id,
    });
  }
}

export interface TonServer {
  url: string;
  close(): Promise<void>;
}

export async function serve(box: TonSandbox, port: number): Promise<TonServer> {
  const server = createServer((req, res) => void handle(box, req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const addr = server.address();
  const actual = typeof addr === 'object' && addr ? addr.port : port;
  return {
    url: `http://127.0.0.1:${actual}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
