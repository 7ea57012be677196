/**
 * Prepared Bitcoin-family transfers on a local mempool.space server (testing/shaped-server.ts):
 * repricing selects again from the same coins, and a price at which nothing can be sent leaves a
 * review that shows nothing selected (not the coins of the previous price) and cannot be built.
 */
import { hex } from '@scure/base';
import { mnemonicToSeedSync } from '@scure/bip39';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getChain } from '../../registry/index';
import { createUtxoAdapter, type UtxoAdapter } from './index';
import { parseUtxoAddress } from './logic/address';
import { INSUFFICIENT_BALANCE } from './logic/rules';
import { walletSignerFromSeed } from './logic/signer';
import { startShapedUtxoServer, type ShapedUtxoServer } from './testing/shaped-server';

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
});
afterAll(() => server?.close());

describe('Bitcoin-family prepared transfers', () => {
  it('repriced beyond what the coins can pay: nothing selected, nothing to build', async () => {
    const signer = walletSignerFromSeed(chain, 'mainnet', seed, { count: 1 });
    const from = signer.keys[0]!.address;
    const coin = server.fund({ address: from, script: scriptOf(from), value: 10_000n, funder: TO });
    const prepared = await btc.prepareTransfer({ from, to: TO, amount: 5000n }, { signer });
    expect(prepared.view.selectedUTXOs).toEqual([
      { txid: coin.txid, vout: 0, value: '10000', address: from },
    ]);
    const again = await btc.repriceTransfer(prepared, 40n);
    expect(again).toMatchObject({ price: 40n, amount: 5000n, isMax: false });
    // Change too small to pay for its own output goes to the fee: at least the rate, all of the coin.
    expect(again.fee).toBeGreaterThanOrEqual(40n * BigInt(again.view.estimateGas!));
    expect(again.amount + again.fee).toBe(10_000n);

    // At 10000 sat/vB one input alone costs more than the coin holds.
    const broke = await btc.repriceTransfer(prepared, 10_000n);
    expect(broke).toMatchObject({ price: 10_000n, amount: 0n, fee: 0n, isMax: true, available: 10_000n });
    expect(broke.view).toEqual({
      estimateGas: null,
      maxPriorityFeePerGas: null,
      nonce: null,
      l1Fees: null,
      selectedUTXOs: null,
    });
    await expect(btc.buildTransaction(broke)).rejects.toThrow(INSUFFICIENT_BALANCE);
  });
});
