/**
 * The conformance suite on the ripple chain record, against the family's devnet node (the
 * in-memory XRP Ledger behind rippled's JSON-RPC, devnet/src/ripple, one per file), configured
 * through the family's devnet profile. Funding is the devnet's faucet route (a real payment from
 * the genesis account, so history has a row); the signed fee is read from the blob with
 * ripple-binary-codec after ripple-keypairs verifies its signature. Expected address of "shoot …
 * above" at m/44'/144'/0'/0/0: Trust Wallet Core's XRP address test (families/ripple/logic/keys.test.ts).
 */
import { startRippleDevnet, type RippleDevnet } from '@kestrel/devnet';
import { afterAll, beforeAll, expect } from 'vitest';
import { loadFamily } from '../families/registry';
import { signedFee } from '../families/ripple/testing/fee-reader';
import { seedFromMnemonic } from '../keys/mnemonic';
import { ABANDON, conformanceChains, SHOOT } from './chains';
import { testAdapter } from './testAdapter';

const family = await loadFamily('ripple');
const chains = conformanceChains('ripple');
expect(chains.map((c) => c.chain_name)).toEqual(['ripple']);

let devnet: RippleDevnet;
beforeAll(async () => {
  devnet = await startRippleDevnet({ port: 0, infoFile: false });
});
afterAll(() => devnet?.stop());

for (const chain of chains) {
  expect(family.devnet?.nodeOf(chain)).toBe('ripple');
  testAdapter(`${chain.chain_name} on the devnet ledger`, async () => {
    const config = family.devnet!.adapterConfig({ rpc: devnet.rpcUrl });
    const adapter = family.createAdapter(chain, { network: 'devnet', ...config });
    const other = await adapter.deriveAccount(seedFromMnemonic(ABANDON));
    return {
      adapter,
      family,
      mnemonic: SHOOT,
      expectedAddress: 'rPwE3gChNKtZ1mhH3Ko8YFGqKmGRWLWXV3',
      fund: async (address) => {
        const res = await fetch(`${devnet.rpcUrl}/faucet`, {
          method: 'POST',
          body: JSON.stringify({ address, amount: '1000000000' }),
        });
        expect(res.status).toBe(200);
      },
      recipient: other.address,
      signedFee: async (signed) => signedFee(signed),
    };
  });
}
