/**
 * The conformance suite on the aptos chain record, against the family's devnet node (the
 * in-memory Aptos ledger behind the node REST API v1 and the indexer's account_transactions,
 * devnet/src/aptos, one per file), configured through the family's devnet profile. Funding is the
 * node's faucet route; the signed fee is read from the transaction's own bytes with
 * @aptos-labs/ts-sdk's deserializer (max_gas_amount × gas_unit_price) after the SDK verifies its
 * ed25519 signature over the SDK's signing message. Expected address of the 'shoot island …'
 * phrase at m/44'/637'/0'/0'/0': aptos-labs/aptos-ts-sdk tests/unit/helper.ts and
 * trustwallet/wallet-core tests/chains/Aptos/TWAptosAddressTests.cpp (families/aptos/logic/keys.test.ts).
 */
import {
  Deserializer,
  generateSigningMessageForTransaction,
  SignedTransaction,
  SimpleTransaction,
  TransactionAuthenticatorEd25519,
} from '@aptos-labs/ts-sdk';
import { startAptosDevnet, type AptosDevnet } from '@kestrel/devnet';
import { hexToBytes } from '@noble/hashes/utils.js';
import { afterAll, beforeAll, expect } from 'vitest';
import { loadFamily } from '../families/registry';
import { seedFromMnemonic } from '../keys/mnemonic';
import { ABANDON, conformanceChains } from './chains';
import { testAdapter } from './testAdapter';

const family = await loadFamily('aptos');
const chains = conformanceChains('aptos');
expect(chains.map((c) => c.chain_name)).toEqual(['aptos']);
const SHOOT = 'shoot island position soft burden budget tooth cruel issue economy destroy above';

let devnet: AptosDevnet;
beforeAll(async () => {
  devnet = await startAptosDevnet({ port: 0, infoFile: false });
});
afterAll(() => devnet?.stop());

for (const chain of chains) {
  expect(family.devnet?.nodeOf(chain)).toBe('aptos');
  testAdapter(`${chain.chain_name} on the devnet ledger`, async () => {
    const config = family.devnet!.adapterConfig({ rpc: devnet.rpcUrl });
    const adapter = family.createAdapter(chain, { network: 'devnet', ...config });
    const other = await adapter.deriveAccount(seedFromMnemonic(ABANDON));
    return {
      adapter,
      family,
      mnemonic: SHOOT,
      expectedAddress: '0x07968dab936c1bad187c60ce4082f307d030d780e91e694ae03aef16aba73f30',
      fund: async (address) => {
        const res = await fetch(`${devnet.rpcUrl}/faucet`, {
          method: 'POST',
          body: JSON.stringify({ address, amount: '1000000000' }),
        });
        expect(res.status).toBe(200);
      },
      recipient: other.address,
      signedFee: async (signed) => {
        const tx = SignedTransaction.deserialize(new Deserializer(hexToBytes(signed.raw)));
        const auth = tx.authenticator as TransactionAuthenticatorEd25519;
        expect(auth).toBeInstanceOf(TransactionAuthenticatorEd25519);
        const message = generateSigningMessageForTransaction(new SimpleTransaction(tx.raw_txn));
        expect(auth.public_key.verifySignature({ message, signature: auth.signature })).toBe(true);
        return tx.raw_txn.max_gas_amount * tx.raw_txn.gas_unit_price;
      },
    };
  });
}
