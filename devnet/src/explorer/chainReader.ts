/**
 * What the devnet explorer reads of one EVM chain, over its JSON-RPC: blocks with their
 * transactions (cached, they never change), receipts, logs and token metadata. A restarted node
 * reuses block numbers, so every cache starts over when the genesis hash changes.
 */
export interface RpcTx {
  hash: string;
  from: string;
  to: string | null;
  value: string;
  nonce: string;
  input: string;
  gas: string;
  gasPrice?: string;
  blockNumber: string | null;
}
export interface RpcBlock {
  number: string;
  hash: string;
  timestamp: string;
  transactions: RpcTx[];
}
export interface RpcReceipt {
  status: string;
  gasUsed: string;
  effectiveGasPrice?: string;
  contractAddress: string | null;
  logs: RpcLog[];
}
export interface RpcLog {
  address: string;
  topics: string[];
  data: string;
  blockNumber: string;
  transactionHash: string;
  logIndex: string;
}
export interface TokenMeta {
  name: string;
  symbol: string;
  decimals: string;
}

/** ABI-decodes a returned string (name(), symbol()): offset, length, bytes. */
function abiString(hex: string): string {
  const data = hex.startsWith('0x') ? hex.slice(2) : hex;
  if (data.length < 128) return '';
  const len = Number(BigInt(`0x${data.slice(64, 128)}`));
  const bytes = Buffer.from(data.slice(128, 128 + len * 2), 'hex');
  return bytes.toString('utf8');
}

export class ChainReader {
  private nextId = 1;
  private genesis = '';
  private blocks = new Map<number, RpcBlock>();
  private receipts = new Map<string, RpcReceipt>();
  private tokens = new Map<string, TokenMeta>();

  constructor(readonly rpcUrl: string) {}

  async rpc<T>(method: string, params: unknown[]): Promise<T> {
    const res = await fetch(this.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: this.nextId++, method, params }),
      signal: AbortSignal.timeout(15_000),
    });
    const body = (await res.json()) as { result?: T; error?: { message: string } };
    if (body.error) throw new Error(body.error.message);
    return body.result as T;
  }

  /** The head block number, after dropping the caches of a previous run of the node. */
  async head(): Promise<number> {
    const genesis = await this.rpc<{ hash: string }>('eth_getBlockByNumber', ['0x0', false]);
    if (genesis.hash !== this.genesis) {
      this.blocks.clear();
      this.receipts.clear();
      this.tokens.clear();
      this.genesis = genesis.hash;
    }
    return Number(BigInt(await this.rpc<string>('eth_blockNumber', [])));
  }

  async block(n: number): Promise<RpcBlock> {
    const known = this.blocks.get(n);
    if (known) return known;
    const b = await this.rpc<RpcBlock>('eth_getBlockByNumber', [`0x${n.toString(16)}`, true]);
    this.blocks.set(n, b);
    return b;
  }

  async receipt(hash: string): Promise<RpcReceipt | null> {
    const known = this.receipts.get(hash);
    if (known) return known;
    const r = await this.rpc<RpcReceipt | null>('eth_getTransactionReceipt', [hash]);
    if (r) this.receipts.set(hash, r);
    return r;
  }

  transaction(hash: string): Promise<RpcTx | null> {
    return this.rpc<RpcTx | null>('eth_getTransactionByHash', [hash]);
  }

  logs(filter: { address?: string; topics: (string | null)[] }): Promise<RpcLog[]> {
    return this.rpc<RpcLog[]>('eth_getLogs', [{ fromBlock: '0x0', toBlock: 'latest', ...filter }]);
  }

  /** name(), symbol() and decimals() of a token contract ('' / '0' where it has none). */
  async token(address: string): Promise<TokenMeta> {
    const key = address.toLowerCase();
    const known = this.tokens.get(key);
    if (known) return known;
    const call = (data: string) =>
      this.rpc<string>('eth_call', [{ to: address, data }, 'latest']).catch(() => '0x');
    const [name, symbol, decimals] = await Promise.all([
      call('0x06fdde03'),
      call('0x95d89b41'),
      call('0x313ce567'),
    ]);
    const meta = {
      name: abiString(name),
      symbol: abiString(symbol),
      decimals: decimals.length > 2 ? BigInt(decimals).toString() : '0',
    };
    this.tokens.set(key, meta);
    return meta;
  }
}
