/**
 * A person's own Bitcoin Core-compatible node (bitcoind, litecoind, dogecoind, BCHN) over JSON-RPC.
 * UTXOs and balances come from `scantxoutset` (no wallet, confirmed outputs only); transactions
 * from `getrawtransaction` (needs -txindex); history from a watch-only wallet the node keeps
 * ("kestrel-watch", `importaddress` + `listtransactions`). Credentials may sit in the URL
 * (http://user:pass@host:port): they go into a Basic Authorization header, never into messages.
 */
import { z } from 'zod';
import { ProviderError, RpcAnswerError, redactUrl } from '../../../net/errors';
import { fetchWithTimeout } from '../../../net/http';
import { coinsToSats, TXID, type HttpOptions } from './http';
import type { ProviderTx, UtxoProvider } from './types';

const WATCH_WALLET = 'kestrel-watch';
const rpcEnvelope = z.object({
  result: z.unknown(),
  error: z.object({ code: z.number(), message: z.string() }).nullable().optional(),
});

export interface RpcEndpoint {
  url: string;
  authorization?: string;
}

/** Splits user:pass out of the URL (fetch refuses URLs with credentials). */
export function rpcEndpoint(raw: string): RpcEndpoint {
  const u = new URL(raw);
  const authorization = u.username
    ? `Basic ${Buffer.from(`${decodeURIComponent(u.username)}:${decodeURIComponent(u.password)}`).toString('base64')}`
    : undefined;
  u.username = '';
  u.password = '';
  return { url: u.toString().replace(/\/$/, ''), authorization };
}

let nextId = 1;

/** One call; RPC errors (also sent with HTTP 500 by Bitcoin Core) become RpcAnswerError. */
export async function coreRpc<S extends z.ZodType>(
  ep: RpcEndpoint,
  method: string,
  params: unknown[],
  schema: S,
  http: HttpOptions,
  path = '',
): Promise<z.infer<S>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (ep.authorization) headers.authorization = ep.authorization;
  const res = await fetchWithTimeout(
    `${ep.url}${path}`,
    { method: 'POST', headers, body: JSON.stringify({ jsonrpc: '1.0', id: nextId++, method, params }) },
    http,
  );
  const text = await res.text();
  let body: z.infer<typeof rpcEnvelope>;
  try {
    body = rpcEnvelope.parse(JSON.parse(text));
  } catch {
    throw new ProviderError(
      redactUrl(ep.url),
      res.ok ? 'malformed' : 'http',
      res.ok ? 'answer is not JSON-RPC' : `HTTP ${res.status}`,
    );
  }
  if (body.error) throw new RpcAnswerError(body.error.message, body.error.code);
  const parsed = schema.safeParse(body.result);
  if (!parsed.success) throw new ProviderError(redactUrl(ep.url), 'malformed', `unexpected ${method} result`);
  return parsed.data;
}

const scan = z.object({
  success: z.boolean(),
  total_amount: z.number(),
  unspents: z.array(
    z.object({
      txid: z.string().regex(TXID),
      vout: z.number(),
      scriptPubKey: z.string(),
      amount: z.number(),
    }),
  ),
});
const scriptPubKey = z.object({
  hex: z.string(),
  address: z.string().optional(),
  addresses: z.array(z.string()).optional(),
});
const rawTx = z.object({
  txid: z.string().regex(TXID),
  hex: z.string(),
  vin: z.array(
    z.object({
      txid: z.string().optional(),
      vout: z.number().optional(),
      sequence: z.number(),
      coinbase: z.string().optional(),
    }),
  ),
  vout: z.array(z.object({ value: z.number(), n: z.number(), scriptPubKey })),
  confirmations: z.number().optional(),
  /** Set once the transaction is in a block (Bitcoin Core getrawtransaction verbose). */
  blockhash: z.string().optional(),
  blocktime: z.number().optional(),
  time: z.number().optional(),
});

const outAddress = (s: z.infer<typeof scriptPubKey>) => s.address ?? s.addresses?.[0];

export function coreRpcProvider(rawUrl: string, http: HttpOptions): UtxoProvider {
  const ep = rpcEndpoint(rawUrl);
  const call = <S extends z.ZodType>(m: string, p: unknown[], s: S, path = '') =>
    coreRpc(ep, m, p, s, http, path);
  // scantxoutset allows one scan at a time per node: queue them (and wallet rescans likewise).
  let scanQueue: Promise<unknown> = Promise.resolve();
  let importQueue: Promise<unknown> = Promise.resolve();
  let watchReady: Promise<void> | undefined;
  const scanAddresses = (addresses: string[]) => {
    const run = scanQueue.then(() =>
      call(
        'scantxoutset',
        ['start', addresses.map((a) => `addr(${a})`)],
        scan.extend({
          unspents: z.array(scan.shape.unspents.element.extend({ desc: z.string().optional() })),
        }),
      ),
    );
    scanQueue = run.catch(() => undefined);
    return run;
  };
  const scanAddress = (address: string) => scanAddresses([address]);
  /** The address a scan result belongs to: its descriptor is addr(ADDRESS)#checksum. */
  const descAddress = (desc: string | undefined) => /^addr\(([^)]+)\)/.exec(desc ?? '')?.[1];
  const isNotFound = (e: unknown) => e instanceof RpcAnswerError && e.code === -5;

  async function rawTransaction(txid: string): Promise<z.infer<typeof rawTx> | null> {
    try {
      return await call('getrawtransaction', [txid, true], rawTx);
    } catch (e) {
      if (isNotFound(e)) return null;
      throw e;
    }
  }

  /** The height of a block: getblockheader's `height` (Bitcoin Core RPC, blockchain category). */
  const blockHeight = async (hash: string) =>
    (await call('getblockheader', [hash, true], z.object({ height: z.number().int().nonnegative() }))).height;

  async function tx(txid: string, withPrevouts: boolean): Promise<ProviderTx | null> {
    const t = await rawTransaction(txid);
    if (!t) return null;
    const vin = await Promise.all(
      t.vin
        .filter((i) => i.txid !== undefined)
        .map(async (i) => {
          const prev = withPrevouts ? await call('getrawtransaction', [i.txid, true], rawTx) : undefined;
          const out = prev?.vout.find((o) => o.n === i.vout);
          return {
            txid: i.txid!,
            vout: i.vout!,
            sequence: i.sequence,
            address: out && outAddress(out.scriptPubKey),
            value: out && coinsToSats(out.value),
          };
        }),
    );
    const inSum = vin.reduce((s, i) => s + (i.value ?? 0n), 0n);
    const outSum = t.vout.reduce((s, o) => s + coinsToSats(o.value), 0n);
    const confirmed = (t.confirmations ?? 0) > 0;
    return {
      txid: t.txid,
      confirmed,
      time: t.blocktime ?? t.time,
      fee:
        withPrevouts && vin.length > 0 && vin.every((i) => i.value !== undefined)
          ? inSum - outSum
          : undefined,
      vin,
      vout: t.vout.map((o) => ({
        address: outAddress(o.scriptPubKey),
        value: coinsToSats(o.value),
        script: o.scriptPubKey.hex,
      })),
    };
  }

  async function watchWallet(): Promise<void> {
    const loaded = await call('listwallets', [], z.array(z.string()));
    if (loaded.includes(WATCH_WALLET)) return;
    try {
      await call('loadwallet', [WATCH_WALLET], z.unknown());
    } catch {
      await call('createwallet', [WATCH_WALLET, true, true], z.unknown());
    }
  }

  return {
    kind: 'rpc',
    endpoint: ep.url,
    async balance(address) {
      const s = await scanAddress(address);
      return { confirmed: coinsToSats(s.total_amount), unconfirmed: 0n };
    },
    // One scan for a whole discovery window (no call per address: the node's RPC work queue is
    // small). Only unspent outputs count, so a spent-out address reads as unused.
    async balances(addresses) {
      const s = await scanAddresses(addresses);
      const totals = new Map<string, bigint>();
      for (const u of s.unspents) {
        const a = descAddress(u.desc);
        if (a) totals.set(a, (totals.get(a) ?? 0n) + coinsToSats(u.amount));
      }
      return addresses.map((a) => ({ confirmed: totals.get(a) ?? 0n, unconfirmed: 0n }));
    },
    async transactions(address, limit) {
      // One load of the watch wallet even when many histories are asked at once.
      watchReady ??= watchWallet().catch((e: unknown) => {
        watchReady = undefined;
        throw e;
      });
      await watchReady;
      const path = `/wallet/${WATCH_WALLET}`;
      // importaddress is a no-op for a known address; rescan finds its past transactions. One
      // rescan at a time: the node refuses a second while one runs (account history asks many).
      const imported = importQueue.then(() => call('importaddress', [address, '', true], z.unknown(), path));
      importQueue = imported.catch(() => undefined);
      await imported;
      const entries = await call(
        'listtransactions',
        ['*', 200, 0, true],
        z.array(z.object({ txid: z.string().regex(TXID) })),
        path,
      );
      // Sends are listed under the recipient's address, so look at each transaction's own inputs and outputs.
      const ids = [...new Set(entries.reverse().map((e) => e.txid))];
      const found: ProviderTx[] = [];
      for (let i = 0; i < ids.length && found.length < limit; i += 10) {
        const batch = await Promise.all(ids.slice(i, i + 10).map((id) => tx(id, true)));
        for (const t of batch) {
          if (t && (t.vin.some((v) => v.address === address) || t.vout.some((o) => o.address === address)))
            found.push(t);
        }
      }
      return found.slice(0, limit);
    },
    async utxos(address) {
      const s = await scanAddress(address);
      return s.unspents.map((u) => ({
        txid: u.txid,
        vout: u.vout,
        value: coinsToSats(u.amount),
        address,
        confirmed: true,
        script: u.scriptPubKey,
      }));
    },
    transaction: (txid) => tx(txid, true),
    async transactionHex(txid) {
      return (await call('getrawtransaction', [txid, false], z.string())).toLowerCase();
    },
    async push(hex) {
      try {
        return (await call('sendrawtransaction', [hex], z.string().regex(TXID))).toLowerCase();
      } catch (e) {
        // The node has it already: the broadcaster counts "already known" as success.
        if (
          e instanceof RpcAnswerError &&
          /already in (the )?(mempool|block ?chain)|txn-already-known/i.test(e.message)
        ) {
          throw new Error('already known');
        }
        throw e;
      }
    },
    async status(txid) {
      const t = await rawTransaction(txid);
      if (!t) return null;
      const confirmed = (t.confirmations ?? 0) > 0;
      // The verbose answer names the block, not its height: the block header gives it.
      return confirmed && t.blockhash
        ? { confirmed, blockHeight: await blockHeight(t.blockhash) }
        : { confirmed };
    },
    async feeRate() {
      const r = await call(
        'estimatesmartfee',
        [2],
        z.object({ feerate: z.number().optional(), errors: z.array(z.string()).optional() }),
      );
      if (r.feerate === undefined)
        throw new ProviderError(redactUrl(ep.url), 'rejected', r.errors?.[0] ?? 'no fee estimate');
      // coins per kvB -> sat/vB, exact in satoshis then divided.
      return Number(coinsToSats(r.feerate)) / 1000;
    },
  };
}
