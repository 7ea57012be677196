/**
 * The conformance suite on the tron chain record, against the family's devnet node (the in-memory
 * ledger behind the full node's HTTP API, devnet/src/tron, one per file), configured through the
 * family's devnet profile. Funding is the devnet's faucet (a real signed transfer, so history has a
 * row); the signed fee is what the devnet ledger would burn for the signed bytes (its own protobuf
 * decoder and fee rules), after the devnet's codec recovers the owner from the signature. Expected
 * address of "shoot island …" at m/44'/195'/0'/0/0: Trust Wallet Core's CoinAddressDerivationTests.swift (see
 * families/tron/logic/keys.test.ts).
 */
import { startTronDevnet, type TronDevnet } from '@kestrel/devnet';
import { afterAll, beforeAll, expect } from 'vitest';
import { loadFamily } from '../families/registry';
import { recoverSigner } from '../families/tron/logic/sign';
import { seedFromMnemonic } from '../keys/mnemonic';
import { ABANDON, conformanceChains, SHOOT } from './chains';
import { testAdapter } from './testAdapter';

const family = await loadFamily('tron');
const chains = conformanceChains('tron');
expect(chains.map((c) => c.chain_name)).toEqual(['tron']);

let devnet: TronDevnet;
beforeAll(async () => {
  devnet = await startTronDevnet({ port: 0, infoFile: false });
});
afterAll(() => devnet?.stop());

for (const chain of chains) {
  expect(family.devnet?.nodeOf(chain)).toBe('tron');
  testAdapter(`${chain.chain_name} on the devnet ledger`, async () => {
    const config = family.devnet!.adapterConfig({ rpc: devnet.rpcUrl });
    const adapter = family.createAdapter(chain, { network: 'devnet', ...config });
    const other = await adapter.deriveAccount(seedFromMnemonic(ABANDON));
    return {
      adapter,
      family,
      mnemonic: SHOOT,
      expectedAddress: 'TQ5NMqJjhpQGK7YJbESKtNCo86PJ89ujio',
      fund: async (address) => {
        const res = await fetch(`${devnet.rpcUrl}/faucet`, {
          method: 'POST',
          body: JSON.stringify({ address, amount: '25000000' }),
        });
        expect(res.status).toBe(200);
      },
      recipient: other.address,
      rowExtraKeys: ['blockNumber', 'fee', 'net_fee'],
      signedFee: async (signed, prepared) => {
        const body = JSON.parse(signed.raw) as { txID: string; raw_data_hex: string; signature: string[] };
        const sig = Buffer.from(body.signature[0]!, 'hex');
        expect(recoverSigner(Buffer.from(body.txID, 'hex'), sig)).toBe(prepared.intent.from);
        return devnet.ledger.feeOf(body);
      },
    };
  });
}
