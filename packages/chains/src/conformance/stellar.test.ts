/**
 * The conformance suite on the stellar chain record, against the family's devnet node (the
 * in-memory ledger behind a Horizon endpoint, one per file), configured through the family's devnet
 * profile. Funding is the devnet's friendbot (a real create-account transaction, so history has a
 * row); the signed fee is read from the envelope with @stellar/stellar-base after checking its
 * signature. Expected address of "abandon … about" at m/44'/148'/0': SEP-0005 test 5
 * (see families/stellar/logic/keys.test.ts).
 */
import { startStellarDevnet, type StellarDevnet } from '@kestrel/devnet';
import { Networks } from '@stellar/stellar-base';
import { afterAll, beforeAll, expect } from 'vitest';
import { loadFamily } from '../families/registry';
import { signedFee } from '../families/stellar/testing/fee-reader';
import { seedFromMnemonic } from '../keys/mnemonic';
import { ABANDON, conformanceChains, SHOOT } from './chains';
import { testAdapter } from './testAdapter';

const family = await loadFamily('stellar');
const chains = conformanceChains('stellar');
expect(chains.map((c) => c.chain_name)).toEqual(['stellar']);

let devnet: StellarDevnet;
beforeAll(async () => {
  devnet = await startStellarDevnet({ port: 0, infoFile: false, accounts: 0 });
});
afterAll(() => devnet?.stop());

for (const chain of chains) {
  expect(family.devnet?.nodeOf(chain)).toBe('stellar');
  testAdapter(`${chain.chain_name} on the devnet ledger`, async () => {
    const config = family.devnet!.adapterConfig({ rpc: devnet.rpcUrl });
    const adapter = family.createAdapter(chain, { network: 'devnet', ...config });
    const other = await adapter.deriveAccount(seedFromMnemonic(SHOOT));
    return {
      adapter,
      family,
      mnemonic: ABANDON,
      expectedAddress: 'GB3JDWCQJCWMJ3IILWIGDTQJJC5567PGVEVXSCVPEQOTDN64VJBDQBYX',
      fund: async (address) => {
        const res = await fetch(`${devnet.rpcUrl}/friendbot?addr=${address}&amount=10000`);
        expect(res.status).toBe(200);
      },
      recipient: other.address,
      signedFee: async (signed) => signedFee(signed, Networks.STANDALONE),
    };
  });
}
