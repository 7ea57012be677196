/**
 * Speed-up by replace-by-fee, where the extra fee comes from: the change first; a change output
 * that would fall below dust is dropped into the fee (as Bitcoin Core's bumpfee does), and the
 * recipient never gets more than the original payment. Bitcoin (P2WPKH) on a local mempool.space
 * server (testing/shaped-server.ts); medianFee 10 sat/vB there makes the Recommended rate 17.
 */
import { hex } from '@scure/base';
import { mnemonicToSeedSync } from '@scure/bip39';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getChain } from '../../registry/index';
import { createUtxoAdapter, type UtxoAdapter } from './index';
import { parseUtxoAddress } from './logic/address';
import { dustLimit } from './logic/rules';
import { walletSignerFromSeed } from './logic/signer';
import { startShapedUtxoServer, type ShapedUtxoServer } from './testing/shaped-server';
import type { UtxoTxPayload } from './logic/payload';

const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const seed = { mnemonic: PHRASE, passphrase: '', seed: mnemonicToSeedSync(PHRASE) };
// BIP-84 vector: the second receive address of "abandon ... about", outside a one-address signer.
const TO = 'bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g';
const chain = getChain('bitcoin');
const scriptOf = (a: string) => hex.encode(parseUtxoAddress(chain, a, 'mainnet').script);

let server: ShapedUtxoServer;
let btc: UtxoAdapter;
beforeAll(async () => {
  server = await startShapedUtxoServer();
  btc = createUtxoAdapter(chain, { network: 'mainnet', utxoProviders: [server.endpoint('mempool')] });
  server.know(TO, scriptOf(TO));
});
afterAll(() => server?.close());

describe('Bitcoin-family speed-up outputs', () => {
  it('drops a change output that would fall below dust into the fee, never into the payment', async () => {
    const signer = walletSignerFromSeed(chain, 'mainnet', seed, { count: 1 });
    const from = signer.keys[0]!.address;
    // Change goes to the account's first unused change address; the server names it as mempool.space does.
    const change = signer.derive!(1, 0).address;
    server.know(change, scriptOf(change));
    server.fund({ address: from, script: scriptOf(from), value: 100_000n, funder: TO });
    // A send at 2 sat/vB leaving 2200 sats of change: at 17 sat/vB the extra fee (~2100) leaves
    // less than the dust limit (294 sats for P2WPKH) of change.
    const probe = await btc.prepareTransfer({ from, to: TO, amount: 50_000n }, { signer, price: 2n });
    const amount = 100_000n - probe.fee - 2200n;
    const slow = await btc.prepareTransfer({ from, to: TO, amount }, { signer, price: 2n });
    expect((slow.payload as { tx: UtxoTxPayload }).tx.outputs.map((o) => o.value)).toEqual([amount, 2200n]);
    const sent = await btc.sign(await btc.buildTransaction(slow), signer);
    await btc.broadcast(sent);

    const faster = await btc.prepareReplacement!(sent.hash, 'speedUp', signer);
    const outputs = (faster.payload as { tx: UtxoTxPayload }).tx.outputs;
    // The case at hand: at the new rate, what the change could give leaves it below dust.
    const extra = faster.price * BigInt(slow.view.estimateGas!) - slow.fee;
    expect(2200n - extra).toBeGreaterThan(0n);
    expect(2200n - extra).toBeLessThan(dustLimit('bitcoin', 'wpkh'));
    expect(outputs).toEqual([{ address: TO, script: scriptOf(TO), value: amount }]);
    expect(faster).toMatchObject({ amount, fee: 100_000n - amount, replaces: sent.hash });
    // What is signed pays exactly that: the recipient's output unchanged, the rest to the miners.
    const signed = await btc.sign(await btc.buildTransaction(faster), signer);
    await btc.broadcast(signed);
    expect(server.pushed.at(-1)!.outputs).toEqual([{ script: scriptOf(TO), value: amount }]);
  });
});
