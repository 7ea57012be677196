/**
 * The conformance suite on the hedera chain record, against the family's devnet node (the
 * in-memory Hedera ledger behind mirror-node REST shapes and a gRPC-web submit route,
 * devnet/src/hedera, one per file), configured through the family's devnet profile. Funding is
 * the node's faucet route; the signed fee is the maximum transaction fee read from the signed
 * bytes with @hashgraph/sdk (Transaction.fromBytes) after the SDK verifies the payer's ed25519
 * signature with the key the ledger holds. Expected address of Trust Wallet's published phrase
 * at m/44'/3030'/0'/0': trustwallet/wallet-core tests/common/HDWallet/HDWalletTests.cpp
 * (families/hedera/logic/keys.test.ts).
 */
import { PublicKey, Transaction } from '@hashgraph/sdk';
import { startHederaDevnet, type HederaDevnet } from '@kestrel/devnet';
import { afterAll, beforeAll, expect } from 'vitest';
import { loadFamily } from '../families/registry';
import { seedFromMnemonic } from '../keys/mnemonic';
import { ABANDON, conformanceChains } from './chains';
import { testAdapter } from './testAdapter';

const family = await loadFamily('hedera');
const chains = conformanceChains('hedera');
expect(chains.map((c) => c.chain_name)).toEqual(['hedera']);
const TW_PHRASE = 'walk gun glide frequent exhaust sugar siege prosper staff skill swarm label';

let devnet: HederaDevnet;
beforeAll(async () => {
  devnet = await startHederaDevnet({ port: 0, infoFile: false });
});
afterAll(() => devnet?.stop());

for (const chain of chains) {
  expect(family.devnet?.nodeOf(chain)).toBe('hedera');
  testAdapter(`${chain.chain_name} on the devnet ledger`, async () => {
    const config = family.devnet!.adapterConfig({ rpc: devnet.rpcUrl });
    const adapter = family.createAdapter(chain, { network: 'devnet', ...config });
    const other = await adapter.deriveAccount(seedFromMnemonic(ABANDON));
    return {
      adapter,
      family,
      mnemonic: TW_PHRASE,
      expectedAddress:
        '0.0.302a300506032b65700321007df3e1ab790b28de4706d36a7aa99a0e043cb3e2c3d6ec6686e4af7f638b0860',
      fund: async (address) => {
        const res = await fetch(`${devnet.rpcUrl}/faucet`, {
          method: 'POST',
          body: JSON.stringify({ address, amount: '1000000000' }),
        });
        expect(res.status).toBe(200);
      },
      recipient: other.address,
      signedFee: async (signed) => {
        const tx = Transaction.fromBytes(Buffer.from(signed.raw, 'hex'));
        const payer = devnet.ledger.account(tx.transactionId!.accountId!.toString())!;
        expect(PublicKey.fromBytesED25519(payer.key!).verifyTransaction(tx)).toBe(true);
        return BigInt(tx.maxTransactionFee!.toTinybars().toString());
      },
    };
  });
}
