/**
 * The conformance suite on the ton chain record, against the family's devnet node (@ton/sandbox
 * behind the toncenter-style endpoint, one per file), configured through the family's devnet
 * profile. Funding is the devnet faucet (a real transfer, so history has a row); the signed fee
 * is what the sandbox charges the signed message (its signature checked), plus the spec's 15000.
 * The sandbox clock is held still so storage fees are the same at review and at signing.
 * Expected address of "stuff diamond … grain" at m/44'/607'/0': trustwallet/wallet-core
 * TWAnyAddressTests.cpp (UQDYW_1e…RRyQx), shown with the test-only flag on the devnet.
 */
import { startTonDevnet, type TonDevnet } from '@kestrel/devnet';
import { Address, toNano } from '@ton/core';
import { afterAll, beforeAll, expect } from 'vitest';
import { loadFamily } from '../families/registry';
import { signedFeeReader } from '../families/ton/testing/fee-reader';
import { seedFromMnemonic } from '../keys/mnemonic';
import { conformanceChains, SHOOT } from './chains';
import { testAdapter } from './testAdapter';

const PHRASE = 'stuff diamond cycle federal scan spread pigeon people engage teach snack grain';
const family = await loadFamily('ton');
const chains = conformanceChains('ton');
expect(chains.map((c) => c.chain_name)).toEqual(['ton']);

let devnet: TonDevnet;
beforeAll(async () => {
  devnet = await startTonDevnet({ port: 0, infoFile: false });
  devnet.sandbox.chain.now = Math.floor(Date.now() / 1000);
});
afterAll(() => devnet?.stop());

for (const chain of chains) {
  expect(family.devnet?.nodeOf(chain)).toBe('ton');
  testAdapter(`${chain.chain_name} on the @ton/sandbox devnet`, async () => {
    const config = family.devnet!.adapterConfig({ rpc: devnet.rpcUrl });
    const adapter = family.createAdapter(chain, { network: 'devnet', ...config });
    const other = await adapter.deriveAccount(seedFromMnemonic(SHOOT));
    return {
      adapter,
      family,
      mnemonic: PHRASE,
      expectedAddress: Address.parse('UQDYW_1eScJVxtitoBRksvoV9cCYo4uKGWLVNIHB1JqRRyQx').toString({
        bounceable: false,
        testOnly: true,
      }),
      fund: async (address) => {
        const res = await fetch(`${devnet.url}/faucet`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ address, amount: toNano('2').toString() }),
        });
        expect(res.status).toBe(200);
      },
      recipient: other.address,
      signedFee: signedFeeReader(devnet),
    };
  });
}
