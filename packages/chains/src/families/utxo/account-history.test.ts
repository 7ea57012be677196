/**
 * The account's history (BIP-84 Bitcoin, in-memory mempool.space-style API): the transactions of
 * every used address merged, newest first and pending on top; a transaction touching several own
 * addresses is one row; a send shows what left the account (change excluded); a move between
 * two own addresses is one row of what reached the other address.
 */
import { mnemonicToSeedSync } from '@scure/bip39';
import { describe, expect, it } from 'vitest';
import { getChain } from '../../registry/index';
import { createUtxoAdapter } from './index';
import { walletSignerFromSeed } from './logic/signer';
import { fakeMempool } from './testing/fake-mempool';

const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const seed = { mnemonic: PHRASE, passphrase: '', seed: mnemonicToSeedSync(PHRASE) };
const chain = getChain('bitcoin');
// Someone else: BIP-173's P2WPKH example address.
const THEM = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
const id = (n: number) => n.toString(16).padStart(64, '0');

describe('Bitcoin-family account history', () => {
  it('merges every used address into one list, one row per transaction', async () => {
    const api = fakeMempool();
    const adapter = createUtxoAdapter(chain, {
      network: 'mainnet',
      utxoProviders: [{ kind: 'mempool', url: 'http://fake.invalid/api' }],
      fetch: api.fetch,
    });
    const signer = walletSignerFromSeed(chain, 'mainnet', seed);
    const r = (i: number) => signer.derive!(0, i).address;
    const c = (i: number) => signer.derive!(1, i).address;
    // Received on receive 0 and 7.
    api.addTx({
      txid: id(1),
      vin: [{ address: THEM, value: 60_000 }],
      vout: [{ address: r(0), value: 50_000 }],
      confirmed: true,
      time: 100,
    });
    api.addTx({
      txid: id(2),
      vin: [{ address: THEM, value: 40_000 }],
      vout: [{ address: r(7), value: 30_000 }],
      confirmed: true,
      time: 200,
    });
    // A send spending both, change to change 0.
    api.addTx({
      txid: id(3),
      vin: [
        { address: r(0), value: 50_000 },
        { address: r(7), value: 30_000 },
      ],
      vout: [
        { address: THEM, value: 70_000 },
        { address: c(0), value: 9_000 },
      ],
      confirmed: true,
      time: 300,
    });
    // Pending: the change moved to receive 3 (a move between own addresses).
    api.addTx({
      txid: id(4),
      vin: [{ address: c(0), value: 9_000 }],
      vout: [{ address: r(3), value: 8_500 }],
      confirmed: false,
    });

    const page = await adapter.getAccountHistory!(signer);
    expect(page!.error).toBeUndefined();
    expect(page!.items.map((row) => [row.url.slice(-2), row.amount, row.from, row.to, row.status])).toEqual([
      ['04', '8500', c(0), r(3), 'Pending'],
      ['03', '70000', r(0), THEM, 'SUCCESS'],
      ['02', '30000', THEM, r(7), 'SUCCESS'],
      ['01', '50000', THEM, r(0), 'SUCCESS'],
    ]);
  });
});
