/**
 * Discovery through Blockchair (Dogecoin's and Bitcoin Cash's first provider): one
 * multi-address dashboard (dashboards/addresses/{a},{b},…) per gap-limit window, on the local
 * server answering Blockchair's recorded shapes (testing/shaped-server.ts).
 */
import { hex } from '@scure/base';
import { mnemonicToSeedSync } from '@scure/bip39';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getChain } from '../../registry/index';
import { createUtxoAdapter } from './index';
import { parseUtxoAddress } from './logic/address';
import { walletSignerFromSeed } from './logic/signer';
import { startShapedUtxoServer, type ShapedUtxoServer } from './testing/shaped-server';

const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const seed = { mnemonic: PHRASE, passphrase: '', seed: mnemonicToSeedSync(PHRASE) };

let server: ShapedUtxoServer;
beforeAll(async () => {
  server = await startShapedUtxoServer();
});
afterAll(() => server?.close());

describe('Bitcoin-family discovery through Blockchair', () => {
  it.each(['dogecoin', 'bitcoin_cash'])(
    'finds %s receive 0 and 20 (the last within the gap) and change 1',
    async (name) => {
      const chain = getChain(name);
      const adapter = createUtxoAdapter(chain, {
        network: 'mainnet',
        utxoProviders: [server.endpoint('blockchair')],
      });
      const signer = walletSignerFromSeed(chain, 'mainnet', seed);
      const fund = (b: 0 | 1, i: number, value: bigint) => {
        const address = signer.derive!(b, i).address;
        const script = hex.encode(parseUtxoAddress(chain, address, 'mainnet').script);
        server.fund({ address, script, value, funder: signer.derive!(0, 99).address });
      };
      fund(0, 0, 100_000_000n);
      fund(0, 20, 200_000_000n);
      fund(1, 1, 50_000_000n);
      const balance = (await adapter.getAccountBalance!(signer))!;
      expect(balance).toMatchObject({ amount: 350_000_000n, state: 'fresh' });
      const addresses = (await adapter.accountAddresses!(signer))!;
      expect(addresses.used.map((a) => a.derivePath?.split('/').slice(-2).join('/'))).toEqual([
        '0/0',
        '0/20',
        '1/1',
      ]);
    },
  );
});
