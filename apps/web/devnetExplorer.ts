/**
 * An Etherscan-style account API over the devnet's Hardhat node, so the wallet's history works on
 * the devnet (the registry gives the devnet no explorer). Node-side only, served by the dev and
 * preview servers at /devnet/explorer (devProxy.ts): `module=account&action=txlist` answers the
 * address's native transfers, newest first, in the shape of docs.etherscan.io "Get a list of
 * 'Normal' Transactions By Address" (hash, from, to, value, timeStamp, nonce, isError,
 * txreceipt_status, confirmations). Other actions answer Etherscan's refusal (status "0"), so the
 * wallet falls back as it does with a real explorer. Blocks are read once and kept.
 */
import type { Connect } from 'vite';

interface RpcTx {
  hash: string;
  from: string;
  to: string | null;
  value: string;
  nonce: string;
}
interface RpcBlock {
  number: string;
  timestamp: string;
  transactions: RpcTx[];
}
interface Row {
  hash: string;
  from: string;
  to: string;
  value: string;
  timeStamp: string;
  nonce: string;
  blockNumber: number;
}

const dec = (hex: string) => BigInt(hex).toString();

export function createDevnetExplorer(rpcUrl: () => string) {
  let nextId = 1;
  const blocks = new Map<number, Row[]>();
  const failed = new Map<string, boolean>();
  let cachedFor = '';

  async function rpc<T>(method: string, params: unknown[]): Promise<T> {
    const res = await fetch(rpcUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
      signal: AbortSignal.timeout(15_000),
    });
    const body = (await res.json()) as { result?: T; error?: { message: string } };
    if (body.error) throw new Error(body.error.message);
    return body.result as T;
  }

  async function rowsOf(n: number): Promise<Row[]> {
    const known = blocks.get(n);
    if (known) return known;
    const b = await rpc<RpcBlock>('eth_getBlockByNumber', [`0x${n.toString(16)}`, true]);
    const rows = b.transactions.map((t) => ({
      hash: t.hash,
      from: t.from.toLowerCase(),
      to: (t.to ?? '').toLowerCase(),
      value: dec(t.value),
      timeStamp: dec(b.timestamp),
      nonce: dec(t.nonce),
      blockNumber: n,
    }));
    blocks.set(n, rows);
    return rows;
  }

  async function isError(hash: string): Promise<boolean> {
    const known = failed.get(hash);
    if (known !== undefined) return known;
    const r = await rpc<{ status: string } | null>('eth_getTransactionReceipt', [hash]);
    const bad = r?.status === '0x0';
    failed.set(hash, bad);
    return bad;
  }

  async function txlist(address: string, offset: number) {
    // A restarted devnet reuses block numbers: start over when the node's genesis changes.
    const genesis = await rpc<{ hash: string }>('eth_getBlockByNumber', ['0x0', false]);
    if (genesis.hash !== cachedFor) {
      blocks.clear();
      failed.clear();
      cachedFor = genesis.hash;
    }
    const head = Number(BigInt(await rpc<string>('eth_blockNumber', [])));
    const a = address.toLowerCase();
    const out = [];
    for (let n = head; n >= 0 && out.length < offset; n--) {
      for (const r of [...(await rowsOf(n))].reverse()) {
        if (r.from !== a && r.to !== a) continue;
        const bad = await isError(r.hash);
        out.push({
          blockNumber: String(r.blockNumber),
          hash: r.hash,
          from: r.from,
          to: r.to,
          value: r.value,
          timeStamp: r.timeStamp,
          nonce: r.nonce,
          isError: bad ? '1' : '0',
          txreceipt_status: bad ? '0' : '1',
          confirmations: String(head - r.blockNumber + 1),
        });
      }
    }
    return out.slice(0, offset);
  }

  const handle: Connect.NextHandleFunction = (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const send = (body: unknown) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(body));
    };
    const q = url.searchParams;
    if (q.get('module') !== 'account' || q.get('action') !== 'txlist')
      return send({ status: '0', message: 'NOTOK', result: 'Not available on the devnet explorer' });
    const address = q.get('address') ?? '';
    if (!/^0x[0-9a-fA-F]{40}$/.test(address))
      return send({ status: '0', message: 'NOTOK', result: 'Error! Invalid address format' });
    const offset = Math.min(Math.max(Number(q.get('offset')) || 20, 1), 100);
    txlist(address, offset).then(
      (rows) =>
        send(
          rows.length
            ? { status: '1', message: 'OK', result: rows }
            : { status: '0', message: 'No transactions found', result: [] },
        ),
      () => {
        res.statusCode = 502;
        send({ status: '0', message: 'NOTOK', result: 'The devnet EVM node does not answer' });
      },
    );
  };
  return handle;
}
