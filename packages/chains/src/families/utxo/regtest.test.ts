/**
 * End to end on a real node: Litecoin Core 0.21 in regtest (devnet/src/litecoind.ts), one node for
 * this file. Every address type is sent from with Litecoin regtest parameters (bech32 "rltc";
 * taproot is active from block 0 on regtest, checked below). The node is the judge: it accepts
 * or rejects our signed transactions, counts their fees (which must be the fees reviewed), and mines them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mnemonicToSeedSync } from '@scure/bip39';
import { getChain } from '../../registry/index';
import type { UtxoAddressType } from '../../registry/types';
import type { SeedMaterial } from '../../keys/types';
import { litecoindAvailable, startLitecoind, type Litecoind } from '../../../../../devnet/src/litecoind';
import { createUtxoAdapter, type UtxoAdapter, type UtxoTxPayload } from './index';
import { walletSignerFromSeed } from './logic/signer';
import { INSUFFICIENT_BALANCE } from './logic/rules';

// BIP-39 test phrase (published, holds nothing on any mainnet).
const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const seed: SeedMaterial = { mnemonic: PHRASE, passphrase: '', seed: mnemonicToSeedSync(PHRASE) };
const COIN = 100_000_000n;

const AVAILABLE = litecoindAvailable();
const IN_CI = process.env.CI === 'true';

// Without litecoind outside CI these tests cannot run (Debian's litecoind package is what
// .ci/run installs); in CI a missing binary is a failure, never a skip.
describe.runIf(IN_CI && !AVAILABLE)('litecoind in CI', () => {
  it('is installed at /usr/bin/litecoind', () => expect(AVAILABLE).toBe(true));
});

describe.skipIf(!AVAILABLE)('Litecoin regtest end to end', () => {
  let node: Litecoind;
  const adapters = new Map<UtxoAddressType, UtxoAdapter>();
  const adapter = (type: UtxoAddressType) => {
    if (!adapters.has(type)) {
      adapters.set(
        type,
        createUtxoAdapter(
          { ...getChain('litecoin'), utxoAddressType: type },
          { network: 'devnet', rpc: [node.rpcUrlWithAuth], utxoConfirm: { pollMs: 100, tries: 50 } },
        ),
      );
    }
    return adapters.get(type)!;
  };
  const purpose: Record<UtxoAddressType, number> = { p2pkh: 44, 'p2sh-p2wpkh': 49, p2wpkh: 84, p2tr: 86 };
  const signerFor = (type: UtxoAddressType, account: number, count = 2) =>
    walletSignerFromSeed(adapter(type).chain, 'devnet', seed, {
      path: `m/${purpose[type]}'/1'/${account}'/0/0`,
      count,
    });
  const faucetAddress = () => node.rpc<string>('getnewaddress', ['', 'bech32'], 'faucet');
  const mempool = () => node.rpc<string[]>('getrawmempool');
  /** The fee the node itself counts for a transaction in its mempool (inputs minus outputs), in litoshis. */
  const mempoolFee = async (txid: string) => {
    const e = await node.rpc<{ fees: { base: number } }>('getmempoolentry', [txid]);
    return BigInt(Math.round(e.fees.base * 1e8));
  };

  beforeAll(async () => {
    node = await startLitecoind();
  });
  afterAll(async () => {
    await node?.stop();
  });

  it('has taproot active on regtest', async () => {
    const info = await node.rpc<{ softforks: Record<string, { active: boolean }> }>('getblockchaininfo');
    expect(info.softforks.taproot?.active).toBe(true);
  });

  it.each<[UtxoAddressType, RegExp]>([
    ['p2pkh', /^[mn]/],
    ['p2sh-p2wpkh', /^Q/],
    ['p2wpkh', /^rltc1q/],
    ['p2tr', /^rltc1p/],
  ])('sends from a %s address; the node accepts and confirms it', async (type, shape) => {
    const a = adapter(type);
    const signer = signerFor(type, 0);
    const from = signer.keys[0]!.address;
    expect(from).toMatch(shape);
    await node.fund(from, COIN);
    const to = await faucetAddress();
    const prepared = await a.prepareTransfer({ from, to, amount: COIN / 10n }, { signer });
    expect(prepared.options.map((o) => o.title)).toEqual(['Normal', 'Recommended']);
    expect(prepared).toMatchObject({ amount: COIN / 10n, isMax: false, price: prepared.options[1]!.price });
    const signed = await a.sign(await a.buildTransaction(prepared), signer);
    const sent = await a.broadcast(signed);
    expect(sent.hash).toBe(signed.hash);
    expect(await mempool()).toContain(signed.hash);
    // The node's own count of the fee is the fee reviewed.
    expect(await mempoolFee(signed.hash)).toBe(prepared.fee);
    await node.mine(1);
    const receipt = await a.waitForConfirmation(signed.hash);
    // Mined in the block just made: its height is the node's block count.
    const height = await node.rpc<number>('getblockcount');
    expect(receipt).toEqual({ hash: signed.hash, success: true, blockNumber: BigInt(height) });
    const tx = await node.rpc<{
      vout: { value: number; scriptPubKey: { addresses?: string[]; address?: string } }[];
    }>('getrawtransaction', [signed.hash, true]);
    const paid = tx.vout.find((o) => (o.scriptPubKey.address ?? o.scriptPubKey.addresses?.[0]) === to);
    expect(paid?.value).toBe(0.1);
  });

  it('spends coins from several derived addresses in one transaction', async () => {
    const a = adapter('p2wpkh');
    const signer = signerFor('p2wpkh', 1, 3);
    const [main, second] = signer.keys;
    const change0 = signer.keys.find((k) => k.derivePath?.endsWith('/1/0'))!;
    await node.fund(second!.address, (3n * COIN) / 10n, { confirm: false });
    await node.fund(change0.address, (3n * COIN) / 10n);
    const to = await faucetAddress();
    // The review counts the coins of every wallet address when given the signer.
    const fits = await a.prepareTransfer({ from: main!.address, to, amount: COIN / 2n }, { signer });
    expect(fits).toMatchObject({ isMax: false, amount: COIN / 2n, available: (6n * COIN) / 10n });
    expect(fits.view.selectedUTXOs).toHaveLength(2);
    const tooMuch = await a.prepareTransfer({ from: main!.address, to, amount: COIN }, { signer });
    expect(tooMuch.isMax).toBe(true);
    expect(tooMuch.amount).toBe((6n * COIN) / 10n - tooMuch.fee);
    // Without it, only the main address (empty here) counts: nothing to send, and no build.
    const alone = await a.prepareTransfer({ from: main!.address, to, amount: COIN / 2n });
    expect(alone).toMatchObject({ available: 0n, amount: 0n, isMax: true });
    await expect(a.buildTransaction(alone)).rejects.toThrow(INSUFFICIENT_BALANCE);
    const prepared = await a.prepareTransfer(
      { from: main!.address, to, amount: COIN / 2n },
      { signer, price: 10n },
    );
    const unsigned = await a.buildTransaction(prepared);
    const payload = unsigned.payload as UtxoTxPayload;
    expect(new Set(payload.inputs.map((i) => i.address))).toEqual(
      new Set([second!.address, change0.address]),
    );
    expect(payload.feeRate).toBe(10n);
    const signed = await a.sign(unsigned, signer);
    await a.broadcast(signed);
    await node.mine(1);
    expect(await a.waitForConfirmation(signed.hash)).not.toBe('pending');
    const utxos = await a.utxos(signer);
    // Only the change is left, on the first unused change address (/1/0 was spent from).
    expect(utxos.map((u) => u.fromAddress)).toEqual([signer.derive!(1, 1).address]);
    expect(utxos[0]!.derivePath).toBe("m/84'/1'/1'/1/1");
  });

  it('sends the whole balance with no change output', async () => {
    const a = adapter('p2wpkh');
    const signer = signerFor('p2wpkh', 2);
    const from = signer.keys[0]!.address;
    await node.fund(from, (2n * COIN) / 10n, { confirm: false });
    await node.fund(from, COIN / 10n);
    const [balance] = await a.getBalances(from);
    expect(balance!.amount).toBe((3n * COIN) / 10n);
    const to = await faucetAddress();
    const prepared = await a.prepareTransfer({ from, to, amount: balance!.amount });
    expect(prepared.isMax).toBe(true);
    expect(prepared.amount).toBe(balance!.amount - prepared.fee);
    const unsigned = await a.buildTransaction(prepared);
    const payload = unsigned.payload as UtxoTxPayload;
    expect(payload.outputs).toHaveLength(1);
    expect(payload.amount + payload.fee).toBe(balance!.amount);
    const signed = await a.sign(unsigned, signer);
    await a.broadcast(signed);
    await node.mine(1);
    expect(await a.waitForConfirmation(signed.hash)).not.toBe('pending');
    expect((await a.getBalances(from))[0]!.amount).toBe(0n);
    // History from the node's watch-only wallet: two receipts and the send, all confirmed.
    const rows = (await a.getHistory(from)).items;
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.status === 'SUCCESS' && r.totalCourse === '0$')).toBe(true);
    expect(rows.find((r) => r.from === from)?.amount).toBe(payload.amount.toString());
  });

  it('speeds up an unconfirmed send by replace-by-fee', async () => {
    const a = adapter('p2wpkh');
    const signer = signerFor('p2wpkh', 3);
    const from = signer.keys[0]!.address;
    await node.fund(from, COIN);
    const to = await faucetAddress();
    const slowPrepared = await a.prepareTransfer({ from, to, amount: COIN / 10n }, { signer, price: 2n });
    const slow = await a.sign(await a.buildTransaction(slowPrepared), signer);
    await a.broadcast(slow);
    expect(await mempool()).toContain(slow.hash);
    const faster = await a.prepareReplacement!(slow.hash, 'speedUp', signer);
    expect(faster).toMatchObject({ replaces: slow.hash, amount: COIN / 10n });
    expect(faster.fee).toBeGreaterThan(slowPrepared.fee);
    const signed = await a.sign(await a.buildTransaction(faster), signer);
    expect(signed.hash).not.toBe(slow.hash);
    await a.broadcast(signed);
    const pool = await mempool();
    expect(pool).toContain(signed.hash);
    expect(pool).not.toContain(slow.hash);
    expect(await mempoolFee(signed.hash)).toBe(faster.fee);
    await node.mine(1);
    expect(await a.waitForConfirmation(signed.hash)).not.toBe('pending');
    // Mined: a second speed-up is refused with the spec's text.
    await expect(a.prepareReplacement!(signed.hash, 'speedUp', signer)).rejects.toThrow(
      'Transaction is already succeed',
    );
  });

  it('refuses a fee rate of 1 sat/vB (spec: Invalid fees), when preparing and when repricing', async () => {
    const a = adapter('p2wpkh');
    const signer = signerFor('p2wpkh', 0);
    const from = signer.keys[0]!.address;
    await expect(a.prepareTransfer({ from, to: from, amount: 1000n }, { signer, price: 1n })).rejects.toThrow(
      'Invalid fees',
    );
    const prepared = await a.prepareTransfer({ from, to: from, amount: 1000n }, { signer });
    await expect(a.repriceTransfer(prepared, 1n)).rejects.toThrow('Invalid fees');
  });
});
