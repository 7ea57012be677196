/**
 * Test support: a local server answering as mempool.space (esplora REST) and Blockchair (API v2
 * dashboards) do, in the exact shapes of network/recorded-shapes.testdata.ts (each answer is a
 * recorded one with its values replaced), for coins a test gives to any address. Each coin is an
 * output of a real serialized funding transaction, so legacy inputs can be signed against the
 * whole previous transaction, and txids are the true hashes of what the server hands out. A
 * transaction pushed to it (mempool.space POST /tx) is kept as unconfirmed, spending those coins.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { hex } from '@scure/base';
import { sendJson, startLocalServer } from '../../../net/testing/local-server';
import * as rec from '../network/recorded-shapes.testdata';
import type { ProviderEndpoint } from '../network/index';
import { decodeTx, type DecodedTx } from './decode';

export interface FundedCoin {
  txid: string;
  vout: number;
  value: bigint;
  address: string;
  /** scriptPubKey, hex. */
  script: string;
  /** The funding transaction, hex. */
  raw: string;
  /** Who paid it (shown as the history row's sender), and the made-up coin it spent. */
  funder: string;
  spends: string;
}

export interface ShapedUtxoServer {
  url: string;
  /** The provider endpoint of one kind on this server. */
  endpoint(kind: 'mempool' | 'blockchair'): ProviderEndpoint;
  fund(o: { address: string; script: string; value: bigint; funder: string }): FundedCoin;
  coin(txid: string, vout: number): FundedCoin | undefined;
  /** Names the address of a script, so outputs paying it show their address (as providers do). */
  know(address: string, script: string): void;
  /** Transactions pushed, in order. */
  pushed: DecodedTx[];
  close(): Promise<void>;
}

const HEIGHT = 2_500_000;
const BLOCK_TIME = 1_700_000_000;
const FUNDING_FEE = 1000;

const le = (n: bigint, bytes: number) =>
  Uint8Array.from({ length: bytes }, (_, i) => Number((n >> BigInt(8 * i)) & 0xffn));
const varint = (n: number) => (n < 0xfd ? [n] : [0xfd, n & 0xff, n >> 8]);

/** A version-2 transaction spending one made-up coin into one output: raw hex and txid. */
function fundingTx(script: string, value: bigint, serial: number) {
  const prev = sha256(Uint8Array.from(le(BigInt(serial), 8)));
  const out = hex.decode(script);
  const bytes = Uint8Array.from([
    ...le(2n, 4),
    1,
    ...prev,
    ...le(0n, 4),
    0,
    ...le(0xffffffffn, 4),
    1,
    ...le(value, 8),
    ...varint(out.length),
    ...out,
    ...le(0n, 4),
  ]);
  const txid = (b: Uint8Array) => hex.encode(Uint8Array.from(b).reverse());
  return { raw: hex.encode(bytes), txid: txid(sha256(sha256(bytes))), spends: txid(prev) };
}

const num = (v: bigint) => Number(v);
const [CONFIRMED] = rec.mempool.txs.filter((t) => t.status.confirmed);
const STATUS = { ...CONFIRMED!.status, block_height: HEIGHT, block_time: BLOCK_TIME };

function mempoolTx(c: FundedCoin) {
  const [vin] = CONFIRMED!.vin;
  const [vout] = CONFIRMED!.vout;
  return {
    ...CONFIRMED!,
    txid: c.txid,
    vin: [
      {
        ...vin!,
        txid: c.spends,
        prevout: { ...vin!.prevout, scriptpubkey_address: c.funder, value: num(c.value) + FUNDING_FEE },
      },
    ],
    vout: [{ ...vout!, scriptpubkey: c.script, scriptpubkey_address: c.address, value: num(c.value) }],
    fee: FUNDING_FEE,
    status: STATUS,
  };
}

/** A pushed transaction as mempool.space shows it before it is mined. */
function pushedTx(
  t: DecodedTx,
  coinOf: (txid: string, vout: number) => FundedCoin | undefined,
  names: Map<string, string>,
) {
  const [vin] = CONFIRMED!.vin;
  const [vout] = CONFIRMED!.vout;
  const outputs = t.outputs.map((o) => ({
    ...vout!,
    scriptpubkey: o.script,
    scriptpubkey_address: names.get(o.script),
    value: num(o.value),
  }));
  const inputs = t.inputs.map((i) => {
    const c = coinOf(i.txid, i.vout);
    const prevout = c && {
      ...vin!.prevout,
      scriptpubkey: c.script,
      scriptpubkey_address: c.address,
      value: num(c.value),
    };
    return { ...vin!, txid: i.txid, vout: i.vout, prevout, sequence: i.sequence };
  });
  const fee =
    inputs.reduce((s, i) => s + (i.prevout?.value ?? 0), 0) - outputs.reduce((s, o) => s + o.value, 0);
  return { ...CONFIRMED!, txid: t.txid, vin: inputs, vout: outputs, fee, status: { confirmed: false } };
}

function chairTx(c: FundedCoin) {
  const template = rec.blockchair.transactions.data[rec.TX_B]!;
  const [input] = template.inputs;
  const [output] = template.outputs;
  return {
    transaction: { ...template.transaction, hash: c.txid, block_id: HEIGHT, fee: FUNDING_FEE },
    inputs: [{ ...input!, recipient: c.funder, value: num(c.value) + FUNDING_FEE }],
    outputs: [
      {
        ...output!,
        block_id: HEIGHT,
        index: c.vout,
        transaction_hash: c.txid,
        value: num(c.value),
        recipient: c.address,
        script_hex: c.script,
      },
    ],
  };
}

export async function startShapedUtxoServer(): Promise<ShapedUtxoServer> {
  const coins: FundedCoin[] = [];
  const pushed: DecodedTx[] = [];
  const names = new Map<string, string>();
  const coinOf = (txid: string, vout: number) => coins.find((c) => c.txid === txid && c.vout === vout);
  const of = (address: string) => coins.filter((c) => c.address === address);
  const byTxid = (txid: string) => coins.find((c) => c.txid === txid);
  const context = rec.blockchair.address.context;

  const server = await startLocalServer((req, res) => {
    const p = req.path;
    let m: RegExpExecArray | null;
    // mempool.space (esplora)
    if ((m = /^\/mempool\/address\/([^/]+)$/.exec(p))) {
      const own = of(m[1]!);
      const sum = own.reduce((s, c) => s + num(c.value), 0);
      const { chain_stats, mempool_stats } = rec.mempool.address;
      const zero = Object.fromEntries(Object.keys(mempool_stats).map((k) => [k, 0]));
      return sendJson(res, {
        ...rec.mempool.address,
        address: m[1],
        chain_stats: {
          ...chain_stats,
          funded_txo_count: own.length,
          funded_txo_sum: sum,
          tx_count: own.length,
        },
        mempool_stats: zero,
      });
    }
    if ((m = /^\/mempool\/address\/([^/]+)\/txs$/.exec(p))) return sendJson(res, of(m[1]!).map(mempoolTx));
    if ((m = /^\/mempool\/address\/([^/]+)\/utxo$/.exec(p))) {
      const [template] = rec.mempool.utxo;
      const list = of(m[1]!).map((c) => ({
        ...template,
        txid: c.txid,
        vout: c.vout,
        status: STATUS,
        value: num(c.value),
      }));
      return sendJson(res, list);
    }
    if ((m = /^\/mempool\/tx\/([0-9a-f]{64})\/hex$/.exec(p)) && byTxid(m[1]!)) {
      res.setHeader('content-type', 'text/plain');
      return void res.end(byTxid(m[1]!)!.raw);
    }
    if ((m = /^\/mempool\/tx\/([0-9a-f]{64})$/.exec(p)) && byTxid(m[1]!))
      return sendJson(res, mempoolTx(byTxid(m[1]!)!));
    if ((m = /^\/mempool\/tx\/([0-9a-f]{64})$/.exec(p)) && pushed.some((t) => t.txid === m![1]))
      return sendJson(
        res,
        pushedTx(
          pushed.find((t) => t.txid === m![1])!,
          coinOf,
          names,
        ),
      );
    if (p === '/mempool/tx' && req.method === 'POST') {
      const t = decodeTx(req.body.trim());
      pushed.push(t);
      res.setHeader('content-type', 'text/plain');
      return void res.end(t.txid);
    }
    if (p === '/mempool/v1/fees/mempool-blocks') return sendJson(res, rec.mempool.mempoolBlocks);
    // Blockchair
    if ((m = /^\/chair\/[a-z-]+\/dashboards\/address\/([^/]+)$/.exec(p))) {
      const a = decodeURIComponent(m[1]!);
      const own = of(a);
      const template = rec.blockchair.address.data[rec.ADDR]!;
      const balance = own.reduce((s, c) => s + num(c.value), 0);
      const entry = {
        address: {
          ...template.address,
          balance,
          received: balance,
          spent: 0,
          output_count: own.length,
          transaction_count: own.length,
        },
        transactions: own.map((c) => c.txid),
        utxo: own.map((c) => ({
          block_id: HEIGHT,
          transaction_hash: c.txid,
          index: c.vout,
          value: num(c.value),
        })),
      };
      return sendJson(res, { data: { [a]: entry }, context });
    }
    if ((m = /^\/chair\/[a-z-]+\/dashboards\/addresses\/([^/]+)$/.exec(p))) {
      const template = rec.blockchair.address.data[rec.ADDR]!;
      const entries = decodeURIComponent(m[1]!)
        .split(',')
        .map((a) => {
          const own = of(a);
          const balance = own.reduce((t, c) => t + num(c.value), 0);
          return [a, { ...template.address, balance, transaction_count: own.length }] as const;
        });
      return sendJson(res, { data: { set: {}, addresses: Object.fromEntries(entries) }, context });
    }
    if ((m = /^\/chair\/[a-z-]+\/dashboards\/transactions\/([0-9a-f,]+)$/.exec(p))) {
      const found = m[1]!.split(',').flatMap((id) => (byTxid(id) ? [[id, chairTx(byTxid(id)!)]] : []));
      return sendJson(
        res,
        found.length ? { data: Object.fromEntries(found), context } : rec.blockchair.missing,
      );
    }
    if ((m = /^\/chair\/[a-z-]+\/raw\/transaction\/([0-9a-f]{64})$/.exec(p)) && byTxid(m[1]!))
      return sendJson(res, {
        data: { [m[1]!]: { raw_transaction: byTxid(m[1]!)!.raw, decoded_raw_transaction: {} } },
        context,
      });
    if (/^\/chair\/[a-z-]+\/stats$/.test(p)) return sendJson(res, rec.blockchair.stats);
    return sendJson(res, { error: 'not found' }, 404);
  });

  return {
    url: server.url,
    endpoint: (kind) => ({ kind, url: `${server.url}/${kind === 'mempool' ? 'mempool' : 'chair'}` }),
    fund({ address, script, value, funder }) {
      const { raw, txid, spends } = fundingTx(script, value, coins.length + 1);
      const coin = { txid, vout: 0, value, address, script, raw, funder, spends };
      coins.push(coin);
      names.set(script, address);
      return coin;
    },
    coin: coinOf,
    know: (address, script) => void names.set(script, address),
    pushed,
    close: server.close,
  };
}
