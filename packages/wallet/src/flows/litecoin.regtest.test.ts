/**
 * The wallet flows on a Bitcoin-family chain, end to end on a real Litecoin Core 0.21 node in
 * regtest (@kestrel/devnet startLitecoind, one node for this file): a phrase wallet whose coins
 * sit on receive addresses 0 and 1, then refreshBalances, estimateTransferFee (max across both
 * addresses) and sendTransfer (an amount only both coins cover) with the pending record; and an
 * imported WIF key (walletSignerFromWif). The node is the judge of what was paid.
 *
 * A phrase wallet is an HD account (as in Electrum or Sparrow): the coin's balance is the
 * account's (every used receive and change address), change goes to the first unused change
 * address, and fee and max count the coins of every used address, as the send spends them. A
 * second wallet received on receive 0, 7 and 25 (past the first gap window) and on change 2.
 *
 * Vectors (independent published sources; Litecoin regtest uses the test-network WIF version 0xef
 * and bech32 prefix "rltc", so each address is the published one re-encoded with @scure/base):
 * - ebellocchia/bip_utils tests/bip/bip84 (Bip84, BITCOIN_TESTNET, "abandon … about"):
 *   m/84'/1'/0'/0/0 tb1q6rz28mcfaxtmd6v789l9rrlrusdprr9pqcpvkl,
 *   m/84'/1'/0'/0/1 tb1qd7spv5q28348xl4myc8zmh983w5jx32cjhkn97.
 * - BIP-84 (bitcoin/bips bip-0084.mediawiki), same phrase, m/84'/0'/0'/0/0: privkey
 *   KyZpNDKnfs94vbrwhJneDi77V6jF64PWPF8x5cdJb8ifgg2DUc9d, address bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu.
 */
import { createHash } from 'node:crypto';
import { freePort, litecoindAvailable, startLitecoind, type Litecoind } from '@kestrel/devnet';
import { bech32, createBase58check } from '@scure/base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveAccount, loadFamilies, seedFromMnemonic } from '../chains';
import { transferActions } from '../store/slices/transfer';
import type { PendingTransaction } from '../store/types';
import { FAST_KDF, PASSWORD } from '../test-support/fixtures';
import { MemoryStorage } from '../vault/storage';
import { createWallet } from './createWallet';
import { estimateTransferFee } from './estimateTransferFee';
import { loadHistory } from './loadHistory';
import { receiveAddress } from './receiveAddress';
import { refreshBalances } from './refreshBalances';
import { sendTransfer } from './sendTransfer';
import { sessionFlowEnv } from './sessionFlowEnv';
import { WalletSession } from './session';
import { collectingToastSink } from './toasts';

const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const base58check = createBase58check(
  (d: Uint8Array) => new Uint8Array(createHash('sha256').update(d).digest()),
);
const rltc = (address: string) =>
  bech32.encode('rltc', bech32.decode(address as `${string}1${string}`).words);
const RECEIVE_0 = rltc('tb1q6rz28mcfaxtmd6v789l9rrlrusdprr9pqcpvkl');
const RECEIVE_1 = rltc('tb1qd7spv5q28348xl4myc8zmh983w5jx32cjhkn97');
/** The BIP-84 mainnet key with the test-network version byte 0xef (same key, compressed). */
const WIF = base58check.encode(
  Uint8Array.of(0xef, ...base58check.decode('KyZpNDKnfs94vbrwhJneDi77V6jF64PWPF8x5cdJb8ifgg2DUc9d').slice(1)),
);
const WIF_ADDRESS = rltc('bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu');

const EACH = 40_000_000n; // 0.4 LTC on each receive address
/** The wallet's own address at a path (derived as the wallet does; the vectors above pin the scheme). */
const own = (path: string, phrase = PHRASE) =>
  deriveAccount('litecoin', seedFromMnemonic(phrase), { path, network: 'devnet' }).address;
await loadFamilies(['litecoin']);
const CHANGE_0 = own("m/84'/1'/0'/1/0");
const OTHER = 'legal winner thank year wave sausage worth useful legal winner thank yellow';
/** Node amounts are JSON numbers with 8 decimals: exact through their decimal text. */
const sats = (coins: number) => BigInt(coins.toFixed(8).replace('.', ''));

const AVAILABLE = litecoindAvailable();

// CI installs litecoind (.ci/run); there a missing binary fails, elsewhere these tests are skipped.
describe.runIf(process.env.CI === 'true' && !AVAILABLE)('litecoind in CI', () => {
  it('is installed', () => expect(AVAILABLE).toBe(true));
});

describe.skipIf(!AVAILABLE)('wallet flows on the litecoin devnet (litecoind regtest)', () => {
  let node: Litecoind;
  let s: WalletSession;
  const toast = collectingToastSink();
  const navigations: string[] = [];
  /** Every pending list the store held for the litecoin coin, in order. */
  const pendingHistory: PendingTransaction[][] = [];

  const coin = (w = 0) => s.store.getState().wallets.allWallets[w]!.coins[0]!;
  const sink = () => node.rpc<string>('getnewaddress', ['', 'bech32'], 'faucet');
  type NodeTx = {
    vin: { txid: string; vout: number }[];
    vout: { value: number; scriptPubKey: { address?: string; addresses?: string[] } }[];
  };
  const rawTx = (hash: string) => node.rpc<NodeTx>('getrawtransaction', [hash, true]);
  const paidTo = (tx: NodeTx, to: string) =>
    tx.vout
      .filter((o) => (o.scriptPubKey.address ?? o.scriptPubKey.addresses?.[0]) === to)
      .reduce((t, o) => t + sats(o.value), 0n);
  const env = () =>
    sessionFlowEnv(s, {
      // The regtest RPC with its generated credentials (the registry's devnet URL has none).
      config: () => ({ rpc: [node.rpcUrlWithAuth], timeouts: { rpcMs: 10_000 } }),
      toast,
      navigate: (p) => void navigations.push(p),
      // Short polling; each wait mines a block, so a broadcast confirms on the next check.
      confirm: { intervalMs: 0, tries: 5 },
      sleep: () => node.mine(1).then(() => undefined),
    });

  beforeAll(async () => {
    node = await startLitecoind({ port: await freePort() });
    s = await WalletSession.open(new MemoryStorage(), PASSWORD, {
      create: true,
      kdf: FAST_KDF,
      network: 'devnet',
    });
    await createWallet(s, { phrase: PHRASE, chains: ['litecoin'] });
    s.store.subscribe(() => {
      const list = Object.values(s.store.getState().wallets.pendingTransactions)[0] ?? [];
      if (pendingHistory.at(-1) !== list) pendingHistory.push(list);
    });
    await node.fund(RECEIVE_0, EACH, { confirm: false });
    await node.fund(RECEIVE_1, EACH);
  });
  afterAll(async () => {
    s?.lock();
    await node?.stop();
  });

  it("refreshBalances shows the account's balance (receive 0 and 1) fresh, confirmed apart", async () => {
    expect(coin().address).toBe(RECEIVE_0);
    expect(coin().derivePath).toBe("m/84'/1'/0'/0/0");
    const [r] = await refreshBalances(env());
    const total = (2n * EACH).toString();
    expect(r).toMatchObject({ coinId: coin()._id, totalBalance: total, confirmed: total, unconfirmed: '0' });
    expect(r!.balanceState.state).toBe('fresh');
    expect(coin()).toMatchObject({
      totalBalance: total,
      confirmedBalance: total,
      unconfirmedBalance: '0',
      balanceState: { state: 'fresh' },
    });
  });

  it('Receive offers the first unused receive address; the used ones join the derived addresses', async () => {
    const r = await receiveAddress(env(), { coinId: coin()._id });
    expect(r).toMatchObject({ address: own("m/84'/1'/0'/0/2"), derivePath: "m/84'/1'/0'/0/2" });
    expect(r.used.map((a) => a.address)).toEqual([RECEIVE_0, RECEIVE_1]);
    expect(coin().deriveAddresses?.map((a) => a.address)).toEqual([RECEIVE_0, RECEIVE_1]);
  });

  it('estimateTransferFee above the sum is max: both addresses minus the fee', async () => {
    s.store.dispatch(
      transferActions.startTransfer({
        currentCoin: coin()._id,
        amount: '100000000',
        toAddress: await sink(),
      }),
    );
    const r = await estimateTransferFee(env());
    if (!r.ok) throw new Error(r.error);
    const { fee, amount, isMax, view, available } = r.prepared;
    expect(isMax).toBe(true);
    expect(fee).toBeGreaterThan(0n);
    expect(amount).toBe(2n * EACH - fee);
    expect(view.selectedUTXOs).toHaveLength(2);
    expect(available).toBe(2n * EACH);
    // The transfer slice's max logic agrees with the adapter (the wallet's balance, not receive 0's).
    expect(s.store.getState().transfer).toMatchObject({
      success: true,
      isMax: true,
      amount: (2n * EACH - fee).toString(),
      transactionFee: fee.toString(),
    });
  });

  it('sendTransfer of an amount both coins cover confirms (status 3) and clears its pending entry', async () => {
    const to = await sink();
    const amount = 70_000_000n;
    s.store.dispatch(
      transferActions.startTransfer({ currentCoin: coin()._id, amount: amount.toString(), toAddress: to }),
    );
    const est = await estimateTransferFee(env());
    expect(est).toMatchObject({ ok: true, prepared: { isMax: false, amount } });
    toast.toasts.length = 0;
    pendingHistory.length = 0;

    const r = await sendTransfer(env());
    expect(r).toMatchObject({ status: 3, success: true });
    expect(r.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(navigations).toEqual(['/home']);
    expect(toast.toasts).toEqual([
      { kind: 'progress', title: 'Transaction In-progress' },
      { kind: 'success', title: 'Transaction Successful', text: expect.any(String) },
    ]);
    // Recorded in front, then removed on confirmation.
    expect(pendingHistory.some((l) => l[0]?.hash === r.hash)).toBe(true);
    expect(s.store.getState().wallets.pendingTransactions).toEqual({});

    // The node: mined, spends the coins of both addresses, pays the amount, change to /1/0.
    const info = await node.rpc<{ confirmations?: number }>('getrawtransaction', [r.hash, true]);
    expect(info.confirmations).toBeGreaterThanOrEqual(1);
    const tx = await rawTx(r.hash);
    expect(tx.vin).toHaveLength(2);
    expect(paidTo(tx, to)).toBe(amount);
    const change = paidTo(tx, CHANGE_0);
    expect(change).toBeGreaterThan(0n);
    expect(paidTo(tx, RECEIVE_0) + paidTo(tx, RECEIVE_1)).toBe(0n);
    // The fee the node sees is the estimate's.
    expect(2n * EACH - amount - change).toBe(BigInt(s.store.getState().transfer.transactionFee!));
    // Refreshed after the send: the account holds the change.
    expect(coin().totalBalance).toBe(change.toString());
  });

  it("a send without the transfer's estimate also counts every wallet address", async () => {
    await node.fund(RECEIVE_1, EACH);
    const change = BigInt(coin().totalBalance!);
    const to = await sink();
    const amount = EACH + change / 2n; // more than either address holds
    s.store.dispatch(
      transferActions.startTransfer({ currentCoin: coin()._id, amount: amount.toString(), toAddress: to }),
    );
    const r = await sendTransfer(env(), { useEstimate: false });
    expect(r).toMatchObject({ status: 3, success: true });
    const tx = await rawTx(r.hash);
    expect(tx.vin).toHaveLength(2);
    expect(paidTo(tx, to)).toBe(amount);
  });

  it('a fresh import of a wallet used on receive 0, 7, 25 and change 2 finds all of them', async () => {
    const paths = ["m/84'/1'/0'/0/0", "m/84'/1'/0'/0/7", "m/84'/1'/0'/0/25", "m/84'/1'/0'/1/2"];
    for (const p of paths) await node.fund(own(p, OTHER), EACH / 4n, { confirm: false });
    await node.mine(1);
    await createWallet(s, { phrase: OTHER, chains: ['litecoin'] });
    const w = s.store.getState().wallets.allWallets.length - 1;
    const walletId = s.store.getState().wallets.allWallets[w]!.id;
    const [r] = await refreshBalances(env(), { walletId });
    expect(r).toMatchObject({ totalBalance: EACH.toString(), balanceState: { state: 'fresh' } });
    const history = await loadHistory(env(), { walletId, coinId: coin(w)._id });
    expect(history.error).toBeUndefined();
    expect(history.items).toHaveLength(4);
    expect(new Set(history.items.map((row) => row.to))).toEqual(new Set(paths.map((p) => own(p, OTHER))));
  });

  it('an imported WIF key sends with its one address', async () => {
    await createWallet(s, { privateKey: WIF, chain_name: 'litecoin' });
    const w = s.store.getState().wallets.allWallets.length - 1;
    expect(coin(w).address).toBe(WIF_ADDRESS);
    await node.fund(WIF_ADDRESS, EACH);
    const to = await sink();
    s.store.dispatch(
      transferActions.startTransfer({ currentCoin: coin(w)._id, amount: '10000000', toAddress: to }),
    );
    const walletId = s.store.getState().wallets.allWallets[w]!.id;
    expect((await estimateTransferFee(env(), { walletId })).ok).toBe(true);
    const r = await sendTransfer(env(), { walletId });
    expect(r).toMatchObject({ status: 3, success: true });
    expect(paidTo(await rawTx(r.hash), to)).toBe(10_000_000n);
  });
});
