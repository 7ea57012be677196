/**
 * The library a user would pick instead of Kestrel for a chain's reads, where it is installed (as
 * a devDependency) and the read is cheap to write: the same balance and history page through the
 * same latency proxy. Each read returns how many balances or rows it got. Chains without an entry
 * name their reference in docs/performance.md ("Family reads").
 */
import { readFileSync } from 'node:fs';

export interface ReferenceRead {
  /** The library and its version, as the table shows it. */
  name: string;
  balance?(rpc: string, address: string, tokens: string[]): Promise<number>;
  history?(rpc: string, address: string): Promise<number>;
}

/** The installed version (read from node_modules: not every package exports its package.json). */
const version = (pkg: string): string =>
  (
    JSON.parse(readFileSync(new URL(`../node_modules/${pkg}/package.json`, import.meta.url), 'utf8')) as {
      version: string;
    }
  ).version;

/** The Solana history page Kestrel shows (its HISTORY_PAGE): the last 20 signatures. */
const SOLANA_PAGE = 20;

export const REFERENCES: Record<string, ReferenceRead> = {
  tron: {
    name: `tronweb ${version('tronweb')}`,
    // TronWeb's full-node balance read (POST wallet/getaccount); it has no history call of its own.
    async balance(rpcUrl, owner) {
      const { TronWeb } = await import('tronweb');
      const tron = new TronWeb({ fullHost: rpcUrl });
      await tron.trx.getUnconfirmedBalance(owner);
      return 1;
    },
  },
  polkadot: {
    name: `@polkadot/api ${version('@polkadot/api')}`,
    // What a polkadot.js user writes: an ApiPromise (metadata and runtime first), then System.Account.
    async balance(rpcUrl, owner) {
      const { ApiPromise, HttpProvider } = await import('@polkadot/api');
      const api = await ApiPromise.create({ provider: new HttpProvider(rpcUrl), noInitWarn: true });
      try {
        await api.query.system.account(owner);
      } finally {
        await api.disconnect();
      }
      return 1;
    },
  },
  solana: {
    name: `@solana/kit ${version('@solana/kit')}`,
    async balance(rpcUrl, owner, tokens) {
      const { address, createSolanaRpc } = await import('@solana/kit');
      const rpc = createSolanaRpc(rpcUrl);
      // What a kit user writes: the SOL balance and, per mint, the owner's token accounts, at once.
      const [sol, ...held] = await Promise.all([
        rpc.getBalance(address(owner)).send(),
        ...tokens.map((mint) =>
          rpc
            .getTokenAccountsByOwner(address(owner), { mint: address(mint) }, { encoding: 'jsonParsed' })
            .send(),
        ),
      ]);
      return [sol, ...held].length;
    },
    async history(rpcUrl, owner) {
      const { address, createSolanaRpc } = await import('@solana/kit');
      const rpc = createSolanaRpc(rpcUrl);
      const sigs = await rpc.getSignaturesForAddress(address(owner), { limit: SOLANA_PAGE }).send();
      const txs = await Promise.all(
        sigs.map((s) =>
          rpc
            .getTransaction(s.signature, { encoding: 'jsonParsed', maxSupportedTransactionVersion: 0 })
            .send(),
        ),
      );
      return txs.length;
    },
  },
};
