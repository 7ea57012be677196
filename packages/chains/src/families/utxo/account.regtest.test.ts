/**
 * The HD account on a real node (Litecoin Core 0.21 regtest, devnet/src/litecoind.ts): a wallet
 * that received on receive 0, 7 and 25 (past the first gap window) and on change 2 finds all of
 * them from a fresh import; its balance is the node's scantxoutset total for the account's
 * descriptors; a send spends several addresses with change on the next change address; a
 * speed-up shows its fee before signing; a cancel replaces a pending send and the coins return.
 */
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { litecoindAvailable, startLitecoind, type Litecoind } from '../../../../../devnet/src/litecoind';
import { getChain } from '../../registry/index';
import { createUtxoAdapter } from './index';
import type { UtxoPrepared } from './logic/prepare';
import { walletSignerFromSeed } from './logic/signer';

// BIP-39 test phrase (published, holds nothing on any mainnet).
const PHRASE = 'legal winner thank year wave sausage worth useful legal winner thank yellow';
const seed = { mnemonic: PHRASE, passphrase: '', seed: mnemonicToSeedSync(PHRASE) };
const COIN = 100_000_000n;
const chain = getChain('litecoin');
const AVAILABLE = litecoindAvailable();
// tpub/tprv: the test-network BIP-32 versions litecoind reads in descriptors.
const TPUB = { private: 0x04358394, public: 0x043587cf };

describe.skipIf(!AVAILABLE)('Litecoin regtest: the HD account', () => {
  let node: Litecoind;
  const fresh = () =>
    createUtxoAdapter(chain, {
      network: 'devnet',
      rpc: [node.rpcUrlWithAuth],
      utxoConfirm: { pollMs: 100, tries: 50 },
    });
  const newSigner = () => walletSignerFromSeed(chain, 'devnet', seed);
  const mempool = () => node.rpc<string[]>('getrawmempool');
  const mempoolFee = async (txid: string) => {
    const e = await node.rpc<{ fees: { base: number } }>('getmempoolentry', [txid]);
    return BigInt(Math.round(e.fees.base * 1e8));
  };
  /** What the node holds for the account's receive and change descriptors (first 100 each). */
  const nodeTotal = async () => {
    const tpub = HDKey.fromMasterSeed(seed.seed, TPUB).derive("m/84'/1'/0'").publicExtendedKey;
    const scan = await node.rpc<{ total_amount: number }>('scantxoutset', [
      'start',
      [0, 1].map((b) => ({ desc: `wpkh(${tpub}/${b}/*)`, range: 100 })),
    ]);
    return BigInt(Math.round(scan.total_amount * 1e8));
  };

  beforeAll(async () => {
    node = await startLitecoind();
  });
  afterAll(async () => {
    await node?.stop();
  });

  it('finds receive 0, 7, 25 and change 2 after a fresh import; the balance is the node total', async () => {
    const s = newSigner();
    for (const [b, i] of [
      [0, 0],
      [0, 7],
      [0, 25],
      [1, 2],
    ] as const)
      await node.fund(s.derive!(b, i).address, COIN / 10n, { confirm: false });
    await node.mine(1);
    const signer = newSigner();
    const adapter = fresh();
    const balance = (await adapter.getAccountBalance!(signer))!;
    expect(balance).toMatchObject({
      state: 'fresh',
      amount: (4n * COIN) / 10n,
      confirmed: (4n * COIN) / 10n,
    });
    expect(balance.amount).toBe(await nodeTotal());
    const addresses = (await adapter.accountAddresses!(signer))!;
    expect(addresses.used.map((a) => a.derivePath)).toEqual([
      "m/84'/1'/0'/0/0",
      "m/84'/1'/0'/0/7",
      "m/84'/1'/0'/0/25",
      "m/84'/1'/0'/1/2",
    ]);
    expect(addresses.receive.derivePath).toBe("m/84'/1'/0'/0/26");
  });

  it('sends from several addresses with change on the next change address; speeds it up with the fee shown first', async () => {
    const signer = newSigner();
    const adapter = fresh();
    const from = signer.keys[0]!.address;
    const to = await node.rpc<string>('getnewaddress', ['', 'bech32'], 'faucet');
    const prepared = await adapter.prepareTransfer(
      { from, to, amount: (25n * COIN) / 100n },
      { signer, price: 2n },
    );
    const { tx } = prepared.payload as UtxoPrepared;
    expect(new Set(tx!.inputs.map((i) => i.address)).size).toBeGreaterThanOrEqual(3);
    expect(tx!.outputs[1]!.address).toBe(signer.derive!(1, 3).address);
    const slow = await adapter.sign(await adapter.buildTransaction(prepared), signer);
    await adapter.broadcast(slow);
    // The preview: a higher fee and rate, before anything is signed.
    const faster = await adapter.prepareReplacement!(slow.hash, 'speedUp', signer);
    expect(faster.fee).toBeGreaterThan(prepared.fee);
    expect(faster.price).toBeGreaterThan(prepared.price);
    expect(await mempool()).toEqual([slow.hash]);
    const signed = await adapter.sign(await adapter.buildTransaction(faster), signer);
    await adapter.broadcast(signed);
    expect(await mempool()).toEqual([signed.hash]);
    expect(await mempoolFee(signed.hash)).toBe(faster.fee);
    await node.mine(1);
    expect((await adapter.getAccountBalance!(signer))!).toMatchObject({ amount: await nodeTotal() });
  });

  it('cancels a pending send: the coins come back to the account, less the higher fee', async () => {
    const signer = newSigner();
    const adapter = fresh();
    const before = (await adapter.getAccountBalance!(signer))!.amount;
    const to = await node.rpc<string>('getnewaddress', ['', 'bech32'], 'faucet');
    const from = signer.keys[0]!.address;
    const prepared = await adapter.prepareTransfer({ from, to, amount: COIN / 20n }, { signer, price: 2n });
    const sent = await adapter.sign(await adapter.buildTransaction(prepared), signer);
    await adapter.broadcast(sent);
    const cancel = await adapter.prepareReplacement!(sent.hash, 'cancel', signer);
    expect(cancel.fee).toBeGreaterThan(prepared.fee);
    const back = (cancel.payload as UtxoPrepared).tx!.outputs;
    expect(back).toHaveLength(1);
    expect(signer.keys.find((k) => k.address === back[0]!.address)?.derivePath).toMatch(/\/1\/\d+$/);
    const signed = await adapter.sign(await adapter.buildTransaction(cancel), signer);
    await adapter.broadcast(signed);
    expect(await mempool()).toEqual([signed.hash]);
    await node.mine(1);
    const after = (await adapter.getAccountBalance!(signer))!;
    expect(after.amount).toBe(before - cancel.fee);
    expect(after.amount).toBe(await nodeTotal());
    // Mined: nothing left to cancel.
    await expect(adapter.prepareReplacement!(signed.hash, 'cancel', signer)).rejects.toThrow(
      'Transaction is already succeed',
    );
  });
});
