/**
 * The conformance suite on the filecoin chain record, against the family's devnet node (the
 * in-memory Filecoin ledger behind Lotus JSON-RPC and the Filscan-shaped scan, devnet/src/filecoin,
 * one per file), configured through the family's devnet profile. Funding is the node's faucet
 * route; the signed fee is read from the pushed SignedMessage itself with iso-filecoin (the most
 * it can cost: gas limit × fee cap) after iso-filecoin recovers and verifies its signature against
 * the sender. The expected address of the published phrase on the test path m/44'/1'/0'/0/0 comes
 * from iso-filecoin's own derivation (accountFromMnemonic).
 */
import { startFilecoinDevnet, type FilecoinDevnet } from '@kestrel/devnet';
import * as Address from 'iso-filecoin/address';
import { Message } from 'iso-filecoin/message';
import { Signature } from 'iso-filecoin/signature';
import { accountFromMnemonic, recoverPublicKey, verify } from 'iso-filecoin/wallet';
import { afterAll, beforeAll, expect } from 'vitest';
import { loadFamily } from '../families/registry';
import { seedFromMnemonic } from '../keys/mnemonic';
import { ABANDON, conformanceChains, SHOOT } from './chains';
import { testAdapter } from './testAdapter';

const family = await loadFamily('filecoin');
const chains = conformanceChains('filecoin');
expect(chains.map((c) => c.chain_name)).toEqual(['filecoin']);

let devnet: FilecoinDevnet;
beforeAll(async () => {
  devnet = await startFilecoinDevnet({ port: 0, infoFile: false });
});
afterAll(() => devnet?.stop());

for (const chain of chains) {
  expect(family.devnet?.nodeOf(chain)).toBe('filecoin');
  testAdapter(`${chain.chain_name} on the devnet ledger`, async () => {
    const config = family.devnet!.adapterConfig({ rpc: devnet.rpcUrl });
    const adapter = family.createAdapter(chain, { network: 'devnet', ...config });
    const other = await adapter.deriveAccount(seedFromMnemonic(ABANDON));
    const expected = accountFromMnemonic(SHOOT, 'SECP256K1', "m/44'/1'/0'/0/0", '', 'testnet');
    return {
      adapter,
      family,
      mnemonic: SHOOT,
      expectedAddress: expected.address.toString(),
      fund: async (address) => {
        const res = await fetch(`${devnet.rpcUrl}/faucet`, {
          method: 'POST',
          body: JSON.stringify({ address, amount: (10n ** 18n).toString() }),
        });
        expect(res.status).toBe(200);
      },
      recipient: other.address,
      signedFee: async (signed) => {
        const body = JSON.parse(signed.raw) as {
          Message: Parameters<typeof Message.fromLotus>[0];
          Signature: Parameters<typeof Signature.fromLotus>[0];
        };
        const message = Message.fromLotus(body.Message);
        const signature = Signature.fromLotus(body.Signature);
        const key = recoverPublicKey(signature, message.cidBytes());
        expect(verify(signature, message.cidBytes(), key)).toBe(true);
        expect(Address.fromPublicKey(key, 'testnet', 'SECP256K1').toString()).toBe(message.from);
        return BigInt(message.gasLimit) * BigInt(message.gasFeeCap);
      },
    };
  });
}
