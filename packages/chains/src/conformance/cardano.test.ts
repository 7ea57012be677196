/**
 * The conformance suite on the cardano chain record, against the family's devnet node
 * (@blaze-cardano/emulator behind the product API's raw address route and Blockfrost-style send
 * calls, one per file), configured through the family's devnet profile. Funding is the devnet
 * faucet (a transaction of its own, so history has a row). The signed fee is read back from the
 * transaction bytes by @blaze-cardano/core.
 */
import * as C from '@blaze-cardano/core';
import { startCardanoDevnet } from '@kestrel/devnet';
import { afterAll, beforeAll, expect } from 'vitest';
import { loadFamily } from '../families/registry';
import { seedFromMnemonic } from '../keys/mnemonic';
import { ABANDON, conformanceChains, SHOOT } from './chains';
import { testAdapter } from './testAdapter';

const family = await loadFamily('cardano');
const chains = conformanceChains('cardano');
expect(chains.map((c) => c.chain_name)).toEqual(['cardano']);

let devnet: Awaited<ReturnType<typeof startCardanoDevnet>>;
beforeAll(async () => {
  devnet = await startCardanoDevnet({ port: 0, infoFile: false });
});
afterAll(() => devnet?.stop());

const faucet = async (address: string, amount: string) => {
  const res = await fetch(`${devnet.rpcUrl}/faucet`, {
    method: 'POST',
    body: JSON.stringify({ address, amount }),
  });
  expect(res.status).toBe(200);
};

for (const chain of chains) {
  expect(family.devnet?.nodeOf(chain)).toBe('cardano');
  testAdapter(`${chain.chain_name} on the devnet node`, async () => {
    const config = family.devnet!.adapterConfig({ rpc: devnet.rpcUrl });
    const adapter = family.createAdapter(chain, { network: 'devnet', ...config });
    const other = await adapter.deriveAccount(seedFromMnemonic(SHOOT));
    return {
      adapter,
      family,
      mnemonic: ABANDON,
      fund: (address) => faucet(address, '50000000'),
      recipient: other.address,
      signedFee: async (signed) => C.Transaction.fromCbor(C.TxCBOR(signed.raw)).body().fee(),
    };
  });
}
