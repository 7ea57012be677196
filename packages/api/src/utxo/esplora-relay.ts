/**
 * The Bitcoin-family "premium" provider's backend helper (chain-adapters §7: derive-address
 * balances, UTXO lists, transaction data): the wallet asks Kestrel's API, which relays a
 * configured upstream per coin that speaks the Mempool/Esplora REST API (a paid or self-hosted
 * mempool.space or Esplora instance), and answers in the premium shape of docs/utxo.md (amounts
 * as decimal strings of satoshis). The upstream's key, if any, stays on the server.
 */

export const UTXO_COINS = ['bitcoin', 'litecoin', 'dogecoin', 'bitcoin_cash'] as const;
export type UtxoCoin = (typeof UTXO_COINS)[number];

export interface Upstream {
  url: string;
  /** Sent as a bearer token to the upstream, never to clients. */
  apiKey?: string;
}

export interface RelayOptions {
  upstreams: Partial<Record<UtxoCoin, Upstream>>;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** What the route answers: 404 unknown (coin, transaction), 502 the upstream failed. */
export class RelayError extends Error {
  override name = 'RelayError';
  constructor(
    readonly status: 404 | 502,
    message: string,
  ) {
    super(message);
  }
}

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => {
  if (typeof v !== 'object' || v === null || Array.isArray(v))
    throw new RelayError(502, 'malformed upstream answer');
  return v as Json;
};
const num = (v: unknown): number => {
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new RelayError(502, 'malformed upstream answer');
  return v;
};
const sats = (v: unknown) => BigInt(Math.round(num(v))).toString();
const list = (v: unknown): unknown[] => {
  if (!Array.isArray(v)) throw new RelayError(502, 'malformed upstream answer');
  return v;
};
const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

function premiumTx(raw: unknown) {
  const t = obj(raw);
  const status = obj(t.status);
  return {
    txid: String(t.txid),
    confirmed: status.confirmed === true,
    ...(typeof status.block_height === 'number' ? { blockHeight: status.block_height } : {}),
    ...(typeof status.block_time === 'number' ? { time: status.block_time } : {}),
    ...(typeof t.fee === 'number' ? { fee: sats(t.fee) } : {}),
    vin: list(t.vin).map((i) => {
      const v = obj(i);
      const prev = v.prevout ? obj(v.prevout) : undefined;
      return {
        txid: String(v.txid),
        vout: num(v.vout),
        ...(prev && str(prev.scriptpubkey_address) ? { address: str(prev.scriptpubkey_address) } : {}),
        ...(prev ? { value: sats(prev.value) } : {}),
        ...(typeof v.sequence === 'number' ? { sequence: v.sequence } : {}),
      };
    }),
    vout: list(t.vout).map((o) => {
      const v = obj(o);
      return {
        ...(str(v.scriptpubkey_address) ? { address: str(v.scriptpubkey_address) } : {}),
        value: sats(v.value),
        ...(str(v.scriptpubkey) ? { script: str(v.scriptpubkey) } : {}),
      };
    }),
  };
}

export class EsploraRelay {
  private readonly fetch: typeof fetch;
  private readonly timeoutMs: number;

  constructor(private readonly o: RelayOptions) {
    this.fetch = o.fetch ?? ((input, init) => fetch(input, init));
    this.timeoutMs = o.timeoutMs ?? 30_000;
  }

  has(coin: string): coin is UtxoCoin {
    return (
      (UTXO_COINS as readonly string[]).includes(coin) && this.o.upstreams[coin as UtxoCoin] !== undefined
    );
  }

  private async call(coin: UtxoCoin, path: string, init: RequestInit = {}): Promise<Response> {
    const up = this.o.upstreams[coin];
    if (!up) throw new RelayError(404, `no upstream for ${coin}`);
    const headers = new Headers(init.headers);
    if (up.apiKey) headers.set('authorization', `Bearer ${up.apiKey}`);
    let res: Response;
    try {
      res = await this.fetch(`${up.url.replace(/\/+$/, '')}${path}`, {
        ...init,
        headers,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch {
      throw new RelayError(502, 'upstream unreachable');
    }
    if (res.status === 404 || res.status === 400) throw new RelayError(404, 'not found');
    if (!res.ok) throw new RelayError(502, `upstream HTTP ${res.status}`);
    return res;
  }

  private async json(coin: UtxoCoin, path: string): Promise<unknown> {
    const res = await this.call(coin, path);
    try {
      return await res.json();
    } catch {
      throw new RelayError(502, 'malformed upstream answer');
    }
  }

  async balance(coin: UtxoCoin, address: string) {
    const a = obj(await this.json(coin, `/address/${encodeURIComponent(address)}`));
    const chain = obj(a.chain_stats);
    const pool = obj(a.mempool_stats);
    return {
      confirmed: (BigInt(sats(chain.funded_txo_sum)) - BigInt(sats(chain.spent_txo_sum))).toString(),
      unconfirmed: (BigInt(sats(pool.funded_txo_sum)) - BigInt(sats(pool.spent_txo_sum))).toString(),
      txCount: num(chain.tx_count) + num(pool.tx_count),
    };
  }

  /** Derive-address balances: many addresses in one request, read from the upstream in parallel. */
  async balances(coin: UtxoCoin, addresses: string[]) {
    const found = await Promise.all(addresses.map((a) => this.balance(coin, a)));
    return { balances: found.map((b, i) => ({ address: addresses[i]!, ...b })) };
  }

  async txs(coin: UtxoCoin, address: string, limit: number) {
    const txs = list(await this.json(coin, `/address/${encodeURIComponent(address)}/txs`));
    return { txs: txs.slice(0, limit).map(premiumTx) };
  }

  async utxos(coin: UtxoCoin, address: string) {
    const utxos = list(await this.json(coin, `/address/${encodeURIComponent(address)}/utxo`));
    return {
      utxos: utxos.map((u) => {
        const v = obj(u);
        return {
          txid: String(v.txid),
          vout: num(v.vout),
          value: sats(v.value),
          confirmed: obj(v.status).confirmed === true,
        };
      }),
    };
  }

  async tx(coin: UtxoCoin, txid: string) {
    return premiumTx(await this.json(coin, `/tx/${txid}`));
  }

  async txHex(coin: UtxoCoin, txid: string) {
    const hex = (await (await this.call(coin, `/tx/${txid}/hex`)).text()).trim();
    if (!/^([0-9a-f]{2})+$/i.test(hex)) throw new RelayError(502, 'malformed upstream answer');
    return { hex: hex.toLowerCase() };
  }

  async push(coin: UtxoCoin, hex: string) {
    const res = await this.call(coin, '/tx', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: hex,
    });
    const txid = (await res.text()).trim();
    if (!/^[0-9a-f]{64}$/i.test(txid)) throw new RelayError(502, 'malformed upstream answer');
    return { txid: txid.toLowerCase() };
  }

  /** The next block's median fee (mempool.space), sat/vB. */
  async fees(coin: UtxoCoin) {
    const [next] = list(await this.json(coin, '/v1/fees/mempool-blocks'));
    return { fast: num(obj(next).medianFee) };
  }
}

/** KESTREL_UTXO_UPSTREAMS: "bitcoin=https://…/api,litecoin=https://…/api" (keys: KESTREL_UTXO_KEY_<COIN>). */
export function upstreamsFromEnv(env: NodeJS.ProcessEnv): Partial<Record<UtxoCoin, Upstream>> {
  const out: Partial<Record<UtxoCoin, Upstream>> = {};
  for (const entry of (env.KESTREL_UTXO_UPSTREAMS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [coin, url] = entry.split(/=(.*)/s).map((s) => s?.trim() ?? '');
    if (!(UTXO_COINS as readonly string[]).includes(coin!))
      throw new Error(`KESTREL_UTXO_UPSTREAMS: unknown coin "${coin!.slice(0, 20)}"`);
    try {
      if (!/^https?:$/.test(new URL(url!).protocol)) throw new Error();
    } catch {
      throw new Error(`KESTREL_UTXO_UPSTREAMS: ${coin} needs an absolute http(s) URL`);
    }
    const apiKey = env[`KESTREL_UTXO_KEY_${coin!.toUpperCase()}`]?.trim();
    out[coin as UtxoCoin] = { url: url!, ...(apiKey ? { apiKey } : {}) };
  }
  return out;
}
