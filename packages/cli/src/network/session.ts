/**
 * The wallet session a network command works in, so it runs the wallet's own flows (those the
 * web app runs): a wallet of the encrypted store (--wallet NAME), an in-memory session holding
 * only the key given on stdin (--private-key-stdin), or an in-memory wallet that watches an
 * address (reads and fee estimates). Nothing but the store's own session touches a file, and
 * the CLI never saves it.
 */
import {
  accountForChain,
  addWatchWallet,
  collectingToastSink,
  ensureChains,
  nativeCurrency,
  openKeySession,
  openMemorySession,
  sessionFlowEnv,
  walletsActions,
  watchOnlySigners,
  type ChainAdapter,
  type Currency,
  type FlowEnv,
  type FlowToast,
  type Wallet,
  type WalletCoin,
  type WalletSession,
} from '@kestrel/wallet';
import { CliError, type CliIO } from '../io';
import { firstLine } from '../options';
import type { NetworkContext } from '../commands/chain-helpers';
import { openStoreWallet } from '../commands/store-wallet';

export interface FlowSession {
  session: WalletSession;
  wallet: Wallet;
  /** The chain's native coin in the wallet. */
  coin: WalletCoin;
  env: FlowEnv;
  /** Every toast the flows showed, in order. */
  toasts: FlowToast[];
  /** Forgets every key and state (always call it, it also stops the session's timers). */
  close(): void;
}

export interface FlowOptions {
  /** Confirmation polling; `{ tries: 1 }` checks once (--no-wait). */
  confirm?: FlowEnv['confirm'];
}

function flowSession(
  ctx: NetworkContext,
  session: WalletSession,
  wallet: Wallet,
  o: FlowOptions & { watchOnly?: boolean },
): FlowSession {
  const toast = collectingToastSink();
  const env = sessionFlowEnv(session, {
    adapters: ctx.adapters,
    toast,
    // After a send only the sent coin and its history are read again, not every chain's.
    route: () => '/home/transactions',
    ...(o.confirm ? { confirm: o.confirm } : {}),
  });
  const coin = nativeCoin(session, wallet, ctx.chain.chain_name);
  return {
    session,
    wallet,
    coin,
    env: o.watchOnly ? { ...env, signers: watchOnlySigners } : env,
    toasts: toast.toasts,
    close: () => session.lock(),
  };
}

const currentWallet = (session: WalletSession, id: string): Wallet => session.wallet(id);

/** Makes `wallet` the current one: the store's coin actions act on the current wallet. */
function selectWallet(session: WalletSession, wallet: Wallet): void {
  const index = session.store.getState().wallets.allWallets.findIndex((w) => w.id === wallet.id);
  session.store.dispatch(walletsActions.selectWallet(index));
}

/** The wallet's coin of the chain, added in memory when the wallet has none yet (a phrase wallet). */
function nativeCoin(session: WalletSession, wallet: Wallet, chainName: string): WalletCoin {
  const find = () =>
    currentWallet(session, wallet.id).coins.find((c) => c.chain_name === chainName && c.type === 'coin');
  let coin = find();
  if (!coin) {
    let account;
    try {
      account = accountForChain(session, currentWallet(session, wallet.id), chainName);
    } catch (e) {
      // A wallet imported from another chain's key has no account here: the request is wrong.
      throw new CliError(
        `Wallet "${wallet.walletName}" has no ${chainName} account: ${(e as Error).message}`,
      );
    }
    selectWallet(session, wallet);
    session.store.dispatch(walletsActions.addCoin({ currency: nativeCurrency(chainName), account }));
    coin = find();
  }
  if (!coin) throw new CliError(`The wallet has no ${chainName} account`);
  // A key bound to another network (a mainnet WIF on the devnet) has no address here.
  if (coin.networkMismatch) throw new CliError(coin.networkMismatch);
  return coin;
}

/** The wallet's coin of a token contract, added in memory from the chain's token info when new. */
export async function tokenCoin(
  fs: FlowSession,
  adapter: ChainAdapter,
  contract: string,
): Promise<WalletCoin> {
  const chainName = adapter.chain.chain_name;
  const find = () =>
    currentWallet(fs.session, fs.wallet.id).coins.find(
      (c) =>
        c.type === 'token' &&
        c.chain_name === chainName &&
        c.contractAddress?.toLowerCase() === contract.toLowerCase(),
    );
  const known = find();
  if (known) return known;
  if (!adapter.getTokenInfo) throw new CliError(`${chainName} has no tokens`);
  const info = await adapter.getTokenInfo(contract);
  const currency: Currency = {
    _id: `${chainName}:${contract.toLowerCase()}`,
    chain_name: chainName,
    chain_symbol: adapter.chain.symbol,
    symbol: info.symbol,
    name: info.name,
    type: 'token',
    decimal: info.decimals,
    status: true,
    contractAddress: contract,
  };
  selectWallet(fs.session, fs.wallet);
  fs.session.store.dispatch(walletsActions.addCoin({ currency }));
  const coin = find();
  if (!coin) throw new Error(`The token ${contract} could not be added`);
  return coin;
}

/** The signing session: --private-key-stdin (key on stdin) or --wallet NAME [--store DIR]. */
export async function openSigningSession(
  io: CliIO,
  ctx: NetworkContext,
  values: { 'private-key-stdin'?: boolean; wallet?: string; store?: string },
  o: FlowOptions = {},
): Promise<FlowSession> {
  if (values['private-key-stdin'])
    return openKeyFlowSession(ctx, firstLine(await io.readStdin(), 'private key'), o);
  if (!values.wallet)
    throw new CliError(
      'Sign with --private-key-stdin (the key on standard input) or --wallet NAME [--store DIR]',
    );
  const { opened, wallet } = await openStoreWallet(io, { ...values, network: ctx.network });
  try {
    await ensureChains([ctx.chain.chain_name]);
    return flowSession(ctx, opened.session, wallet, o);
  } catch (e) {
    opened.session.lock();
    throw e;
  }
}

/** An in-memory session holding only `privateKey` for the chain; nothing is persisted. */
export async function openKeyFlowSession(
  ctx: NetworkContext,
  privateKey: string,
  o: FlowOptions = {},
): Promise<FlowSession> {
  const { session, wallet } = await openKeySession({
    chain_name: ctx.chain.chain_name,
    privateKey,
    network: ctx.network,
  });
  try {
    return flowSession(ctx, session, wallet, o);
  } catch (e) {
    session.lock();
    throw e;
  }
}

/** An in-memory wallet watching `address` (checked by the caller): reads and estimates, no signing. */
export async function openWatchSession(ctx: NetworkContext, address: string): Promise<FlowSession> {
  const session = await openMemorySession(ctx.network);
  try {
    const wallet = await addWatchWallet(session, { chain_name: ctx.chain.chain_name, address });
    return flowSession(ctx, session, wallet, { watchOnly: true });
  } catch (e) {
    session.lock();
    throw e;
  }
}
