/**
 * The conformance suite on the polkadot chain record, against the family's devnet node (chopsticks
 * running the fixture runtime behind JSON-RPC and a Subscan-shaped API, one per file), configured
 * through the family's devnet profile. Funding is the devnet faucet (a real transfer, so history
 * has a row); the recipient is funded too, since the spec's §5 rule refuses under 1 DOT to an empty
 * receiver. The signed fee is read by @polkadot/types and a dry run of the runtime (fee-reader).
 * Expected address of "abandon … about" at m/44'/354'/0'/0'/0' on prefix 42: see logic/keys.test.ts.
 */
import { startPolkadotDevnet, type PolkadotDevnet } from '@kestrel/devnet';
import { afterAll, beforeAll, expect } from 'vitest';
import { loadFamily } from '../families/registry';
import { signedFee } from '../families/polkadot/testing/fee-reader';
import { seedFromMnemonic } from '../keys/mnemonic';
import { ABANDON, conformanceChains, SHOOT } from './chains';
import { testAdapter } from './testAdapter';

const family = await loadFamily('polkadot');
const chains = conformanceChains('polkadot');
expect(chains.map((c) => c.chain_name)).toEqual(['polkadot']);

let devnet: PolkadotDevnet;
beforeAll(async () => {
  devnet = await startPolkadotDevnet({ port: 0, infoFile: false });
}, 60_000);
afterAll(() => devnet?.stop());

const faucet = async (address: string, amount: string) => {
  const res = await fetch(`${devnet.rpcUrl}/faucet`, {
    method: 'POST',
    body: JSON.stringify({ address, amount }),
  });
  expect(res.status).toBe(200);
};

for (const chain of chains) {
  expect(family.devnet?.nodeOf(chain)).toBe('polkadot');
  testAdapter(`${chain.chain_name} on the devnet node`, async () => {
    const config = family.devnet!.adapterConfig({ rpc: devnet.rpcUrl });
    const adapter = family.createAdapter(chain, { network: 'devnet', ...config });
    const other = await adapter.deriveAccount(seedFromMnemonic(SHOOT));
    await faucet(other.address, '20000000000');
    return {
      adapter,
      family,
      mnemonic: ABANDON,
      fund: (address) => faucet(address, '500000000000'),
      recipient: other.address,
      signedFee: async (signed) => signedFee(devnet, signed),
    };
  });
}
