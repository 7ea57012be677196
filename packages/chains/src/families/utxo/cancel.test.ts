/**
 * Cancel by replace-by-fee on a local mempool.space server (testing/shaped-server.ts): the same
 * inputs, one output back to the account's change chain, a fee above the original's by at least
 * the incremental relay fee for the new size (BIP-125 rules 3 and 4), reviewed before signing.
 * Refused for a confirmed transaction and for one this wallet did not send.
 */
import { hex } from '@scure/base';
import { mnemonicToSeedSync } from '@scure/bip39';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getChain } from '../../registry/index';
import { createUtxoAdapter, type UtxoAdapter } from './index';
import { parseUtxoAddress } from './logic/address';
import type { UtxoPrepared } from './logic/prepare';
import { walletSignerFromSeed } from './logic/signer';
import { startShapedUtxoServer, type ShapedUtxoServer } from './testing/shaped-server';

const seedOf = (phrase: string) => ({ mnemonic: phrase, passphrase: '', seed: mnemonicToSeedSync(phrase) });
const OURS = seedOf(
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
);
const THEIRS = seedOf('legal winner thank year wave sausage worth useful legal winner thank yellow');
const chain = getChain('bitcoin');
const scriptOf = (a: string) => hex.encode(parseUtxoAddress(chain, a, 'mainnet').script);

let server: ShapedUtxoServer;
let btc: UtxoAdapter;
beforeAll(async () => {
  server = await startShapedUtxoServer();
  btc = createUtxoAdapter(chain, { network: 'mainnet', utxoProviders: [server.endpoint('mempool')] });
});
afterAll(() => server?.close());

describe('Bitcoin-family cancel', () => {
  it('returns the inputs to a change address at a higher fee, shown before signing', async () => {
    const signer = walletSignerFromSeed(chain, 'mainnet', OURS, { count: 1 });
    const other = walletSignerFromSeed(chain, 'mainnet', THEIRS, { count: 1 });
    const from = signer.keys[0]!.address;
    const to = other.keys[0]!.address;
    const change = signer.derive!(1, 0).address;
    for (const a of [to, change]) server.know(a, scriptOf(a));
    server.fund({ address: from, script: scriptOf(from), value: 60_000n, funder: to });
    const sent = await btc.prepareTransfer({ from, to, amount: 20_000n }, { signer, price: 3n });
    const signed = await btc.sign(await btc.buildTransaction(sent), signer);
    await btc.broadcast(signed);

    const cancel = await btc.prepareReplacement!(signed.hash, 'cancel', signer);
    const { tx } = cancel.payload as UtxoPrepared;
    expect(cancel.replaces).toBe(signed.hash);
    expect(tx!.inputs.map((i) => `${i.txid}:${i.vout}`)).toEqual(
      (sent.payload as UtxoPrepared).tx!.inputs.map((i) => `${i.txid}:${i.vout}`),
    );
    expect(tx!.outputs).toHaveLength(1);
    const back = tx!.outputs[0]!;
    expect(signer.keys.find((k) => k.address === back.address)?.derivePath).toMatch(
      /^m\/84'\/0'\/0'\/1\/\d+$/,
    );
    // The review's figures: everything but the new fee comes back; the fee beats the old one by
    // at least 1 sat/vB of the new size, at a rate above the original's.
    const vsize = BigInt(cancel.view.estimateGas!);
    expect(back.value + cancel.fee).toBe(60_000n);
    expect(cancel.fee).toBeGreaterThanOrEqual(sent.fee + vsize);
    expect(cancel.price).toBeGreaterThan(sent.price);
    expect(cancel).toMatchObject({ amount: back.value, isMax: false });

    const replaced = await btc.sign(await btc.buildTransaction(cancel), signer);
    await btc.broadcast(replaced);
    expect(server.pushed.at(-1)!.outputs).toEqual([{ script: back.script, value: back.value }]);
  });

  it('refuses a confirmed transaction and one this wallet did not send', async () => {
    const signer = walletSignerFromSeed(chain, 'mainnet', OURS, { count: 1 });
    const other = walletSignerFromSeed(chain, 'mainnet', THEIRS, { count: 1 });
    const theirs = other.keys[0]!.address;
    const mined = server.fund({ address: theirs, script: scriptOf(theirs), value: 30_000n, funder: theirs });
    await expect(btc.prepareReplacement!(mined.txid, 'cancel', signer)).rejects.toThrow(
      'Transaction is already succeed',
    );
    const p = await btc.prepareTransfer(
      { from: theirs, to: signer.keys[0]!.address, amount: 10_000n },
      { signer: other },
    );
    const signed = await btc.sign(await btc.buildTransaction(p), other);
    await btc.broadcast(signed);
    await expect(btc.prepareReplacement!(signed.hash, 'cancel', signer)).rejects.toThrow(
      'Only transactions sent from this wallet can be cancelled',
    );
    await expect(btc.prepareReplacement!(signed.hash, 'speedUp', signer)).rejects.toThrow(
      'Only transactions sent from this wallet can be sped up',
    );
  });
});
