/**
 * The conformance suite on the tezos chain record, against the family's devnet node (the
 * in-memory Tezos ledger behind the Octez RPC and a TzKT-shaped API, devnet/src/tezos, one per
 * file), configured through the family's devnet profile. Funding is the node's faucet route; the
 * signed fee is read from the operation's own bytes with @taquito/local-forging (the fees of its
 * contents plus the most its storage limits can burn, 250 mutez a byte) after @taquito/utils
 * verifies its signature (watermark 03). Expected address of taquito's published phrase at
 * m/44'/1729'/0'/0': ecadlabs/taquito packages/taquito-signer/test/taquito-signer.spec.ts
 * (families/tezos/logic/keys.test.ts).
 */
import { startTezosDevnet, type TezosDevnet } from '@kestrel/devnet';
import { LocalForger } from '@taquito/local-forging';
import { b58Encode, PrefixV2, verifySignature } from '@taquito/utils';
import { afterAll, beforeAll, expect } from 'vitest';
import { loadFamily } from '../families/registry';
import { seedFromMnemonic } from '../keys/mnemonic';
import { ABANDON, conformanceChains } from './chains';
import { testAdapter } from './testAdapter';

const family = await loadFamily('tezos');
const chains = conformanceChains('tezos');
expect(chains.map((c) => c.chain_name)).toEqual(['tezos']);
const TAQUITO_PHRASE = 'prefer wait flock brown volume recycle scrub elder rate pair twenty giant';

let devnet: TezosDevnet;
beforeAll(async () => {
  devnet = await startTezosDevnet({ port: 0, infoFile: false });
});
afterAll(() => devnet?.stop());

interface Content {
  kind: string;
  source: string;
  fee: string;
  storage_limit: string;
  public_key?: string;
}

for (const chain of chains) {
  expect(family.devnet?.nodeOf(chain)).toBe('tezos');
  testAdapter(`${chain.chain_name} on the devnet ledger`, async () => {
    const config = family.devnet!.adapterConfig({ rpc: devnet.rpcUrl });
    const adapter = family.createAdapter(chain, { network: 'devnet', ...config });
    const other = await adapter.deriveAccount(seedFromMnemonic(ABANDON));
    return {
      adapter,
      family,
      mnemonic: TAQUITO_PHRASE,
      expectedAddress: 'tz1e42w8ZaGAbM3gucbBy8iRypdbnqUj7oWY',
      fund: async (address) => {
        const res = await fetch(`${devnet.rpcUrl}/faucet`, {
          method: 'POST',
          body: JSON.stringify({ address, amount: '1000000000' }),
        });
        expect(res.status).toBe(200);
      },
      recipient: other.address,
      signedFee: async (signed) => {
        const forged = signed.raw.slice(0, -128);
        const op = (await new LocalForger().parse(forged)) as unknown as { contents: Content[] };
        const source = op.contents[0]!.source;
        const key =
          op.contents.find((c) => c.kind === 'reveal')?.public_key ??
          devnet.ledger.account(source).managerKey;
        const signature = b58Encode(signed.raw.slice(-128), PrefixV2.Ed25519Signature);
        expect(verifySignature(forged, key!, signature, new Uint8Array([3]))).toBe(true);
        return op.contents.reduce((sum, c) => sum + BigInt(c.fee) + BigInt(c.storage_limit) * 250n, 0n);
      },
    };
  });
}
