/**
 * The devnet's Hedera node on 127.0.0.1, in the shapes of the real services: the mirror node's
 * REST API (GET /api/v1/accounts/{idOrAliasOrEvmAddress} with limit, transactions,
 * transactiontype and order; GET /api/v1/transactions/{id}; GET /api/v1/network/exchangerate;
 * errors as {_status: {messages: [{message}]}}), a gRPC-web proxy's
 * POST /proto.CryptoService/cryptoTransfer (a data frame with the TransactionResponse, a trailer
 * frame with grpc-status), and the uniform POST /faucet ({address, amount} in tinybars →
 * {address, amount, hash}; {error} with 400).
 */
import { AccountId } from '@hashgraph/sdk';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { base32nopad } from '@scure/base';
import { HederaLedger, Precheck, RATE, type Account, type MirrorRecord } from './ledger';

const MAX_BODY = 1 << 20;
/** The faucet's cap per request: 1,000,000 HBAR. */
const MAX_FAUCET = 100_000_000_000_000n;

class BadRequest extends Error {}

/** JSON with bigints written as JSON numbers (the mirror's shape); the devnet's stay below 2^53. */
function toJson(body: unknown): string {
  return JSON.stringify(body, (_k, v: unknown) => (typeof v === 'bigint' ? Number(v) : v));
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json');
  res.end(toJson(body));
}

const mirrorError = (message: string) => ({ _status: { messages: [{ message }] } });

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) {
        reject(new BadRequest('request body too large'));
        req.destroy();
      } else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** {idOrAliasOrEvmAddress}: shard.realm.num, [shard.realm.]BASE32 key alias, or [0x]EVM address. */
function findAccount(ledger: HederaLedger, id: string): Account | undefined | null {
  const num = /^(\d{1,10}\.\d{1,10}\.\d{1,19})$/.exec(id);
  if (num) return ledger.account(num[1]!);
  const evm = /^(?:\d{1,10}\.\d{1,10}\.)?(?:0x)?([0-9a-fA-F]{40})$/.exec(id);
  if (evm) return ledger.accountByAlias(Buffer.from(evm[1]!, 'hex'));
  const alias = /^(?:\d{1,10}\.\d{1,10}\.)?([A-Z2-7]+)$/.exec(id);
  if (alias) {
    try {
      return ledger.accountByAlias(base32nopad.decode(alias[1]!));
    } catch {
      return null;
    }
  }
  return null;
}

function accountJson(ledger: HederaLedger, a: Account, url: URL) {
  const withTx = url.searchParams.get('transactions') !== 'false';
  const limit = Math.min(Math.max(Number(url.searchParams.get('limit') ?? '25') || 25, 1), 100);
  const type = url.searchParams.get('transactiontype');
  const asc = url.searchParams.get('order') === 'asc';
  let rows = ledger.transfersOf(a.id);
  if (type && type.toUpperCase() !== 'CRYPTOTRANSFER') rows = [];
  if (asc) rows = rows.reverse();
  // The mirror's paging: timestamp=lt:/gt:{consensus timestamp}, and links.next when more remain.
  const after = /^(lt|gt):(\d+\.\d{9})$/.exec(url.searchParams.get('timestamp') ?? '');
  if (after)
    rows = rows.filter((r) =>
      after[1] === 'lt' ? r.consensus_timestamp < after[2]! : r.consensus_timestamp > after[2]!,
    );
  const last = rows.length > limit ? rows[limit - 1] : undefined;
  const next = new URLSearchParams(url.searchParams);
  if (last) next.set('timestamp', `${asc ? 'gt' : 'lt'}:${last.consensus_timestamp}`);
  return {
    account: a.id,
    alias: a.alias && a.alias.length !== 20 ? base32nopad.encode(a.alias) : null,
    auto_renew_period: 7776000,
    balance: { balance: a.balance, timestamp: a.createdAt, tokens: [] },
    created_timestamp: a.createdAt,
    decline_reward: false,
    deleted: false,
    ethereum_nonce: 0,
    evm_address: a.alias?.length === 20 ? `0x${Buffer.from(a.alias).toString('hex')}` : null,
    key: a.key ? { _type: 'ED25519', key: Buffer.from(a.key).toString('hex') } : null,
    max_automatic_token_associations: -1,
    memo: '',
    receiver_sig_required: false,
    ...(withTx ? { transactions: rows.slice(0, limit) } : {}),
    links: { next: withTx && last ? `${url.pathname}?${next.toString()}` : null },
  };
}

function faucet(ledger: HederaLedger, text: string) {
  let p: Record<string, unknown>;
  try {
    p = JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new BadRequest('the body must be JSON');
  }
  if (typeof p.address !== 'string') throw new BadRequest('address must be a Hedera account id or alias');
  try {
    AccountId.fromString(p.address);
  } catch {
    throw new BadRequest('address must be a Hedera account id or alias (0.0.123 or 0.0.<key alias>)');
  }
  if (p.token !== undefined) throw new BadRequest('the Hedera devnet has no tokens');
  const amount = typeof p.amount === 'string' || typeof p.amount === 'number' ? String(p.amount) : '';
  if (!/^\d{1,20}$/.test(amount)) throw new BadRequest('amount is a whole number of tinybars');
  if (BigInt(amount) === 0n || BigInt(amount) > MAX_FAUCET)
    throw new BadRequest('amount must be above 0 and at most 1000000 HBAR');
  return { address: p.address, amount, hash: ledger.fund(p.address, BigInt(amount)) };
}

/** gRPC-web: frame(0x00, TransactionResponse) + frame(0x80, trailers). */
function grpcWebAnswer(res: ServerResponse, precheck: number): void {
  const data = precheck === 0 ? Buffer.alloc(0) : Buffer.from([0x08, precheck]);
  const trailer = Buffer.from('grpc-status:0\r\ngrpc-message:\r\n');
  const frame = (type: number, payload: Buffer) => {
    const head = Buffer.alloc(5);
    head[0] = type;
    head.writeUInt32BE(payload.length, 1);
    return Buffer.concat([head, payload]);
  };
  res.statusCode = 200;
  res.setHeader('content-type', 'application/grpc-web+proto');
  res.end(Buffer.concat([frame(0x00, data), frame(0x80, trailer)]));
}

function submit(ledger: HederaLedger, body: Buffer, res: ServerResponse): void {
  if (body.length < 5 || body[0] !== 0 || body.readUInt32BE(1) !== body.length - 5) {
    res.statusCode = 200;
    res.setHeader('content-type', 'application/grpc-web+proto');
    res.setHeader('grpc-status', '13');
    res.setHeader('grpc-message', 'malformed gRPC-web request');
    res.end();
    return;
  }
  try {
    ledger.submit(body.subarray(5));
    grpcWebAnswer(res, 0);
  } catch (e) {
    if (!(e instanceof Precheck)) throw e;
    grpcWebAnswer(res, e.code);
  }
}

/** Transaction ids as the mirror takes them: nanos padded to 9 digits. */
const normalizeTxId = (id: string) => id.replace(/-(\d{1,9})$/, (_m, n: string) => `-${n.padStart(9, '0')}`);

async function route(
  ledger: HederaLedger,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  const path = url.pathname.replace(/\/+$/, '');
  if (req.method === 'GET') {
    const acc = /^\/api\/v1\/accounts\/([^/]+)$/.exec(path);
    if (acc) {
      const found = findAccount(ledger, decodeURIComponent(acc[1]!));
      if (found === null) return send(res, 400, mirrorError('Invalid parameter: idOrAliasOrEvmAddress'));
      if (!found) return send(res, 404, mirrorError('Not found'));
      return send(res, 200, accountJson(ledger, found, url));
    }
    const tx = /^\/api\/v1\/transactions\/([^/]+)$/.exec(path);
    if (tx) {
      const rows: MirrorRecord[] = ledger.transaction(normalizeTxId(decodeURIComponent(tx[1]!)));
      return rows.length ? send(res, 200, { transactions: rows }) : send(res, 404, mirrorError('Not found'));
    }
    if (path === '/api/v1/network/exchangerate') {
      const expiration_time = Math.floor(Date.now() / 3_600_000 + 1) * 3600;
      return send(res, 200, {
        current_rate: { ...RATE, expiration_time },
        next_rate: { ...RATE, expiration_time: expiration_time + 3600 },
        timestamp: `${Math.floor(Date.now() / 1000)}.000000000`,
      });
    }
  }
  if (req.method === 'POST') {
    if (path === '/faucet') return send(res, 200, faucet(ledger, (await readBody(req)).toString('utf8')));
    if (path === '/proto.CryptoService/cryptoTransfer') return submit(ledger, await readBody(req), res);
  }
  send(res, 404, mirrorError(`Not found: ${req.method} ${path}`));
}

export async function serve(
  ledger: HederaLedger,
  port: number,
): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    route(ledger, req, res, url).catch((e: unknown) => {
      if (e instanceof BadRequest) return send(res, 400, { error: e.message });
      send(res, 500, mirrorError(e instanceof Error ? e.message : String(e)));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${actual}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
