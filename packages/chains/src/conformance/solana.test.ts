/**
 * The conformance suite on the solana chain record, against the family's devnet node (litesvm
 * behind a local JSON-RPC endpoint, one per file). Funding is the node's requestAirdrop (a real
 * transfer, so history has a row); the signed fee is read from the signed bytes with the official
 * SDK's decoders. Expected address of "abandon ... about" at m/44'/501'/0'/0': the one Phantom
 * shows (see families/solana/logic/keys.test.ts).
 */
import { startSolanaDevnet, type SolanaDevnet } from '@kestrel/devnet';
import { afterAll, beforeAll, expect } from 'vitest';
import { loadFamily } from '../families/registry';
import { signedFee } from '../families/solana/testing/fee-reader';
import { ABANDON, conformanceChains, SHOOT } from './chains';
import { testAdapter } from './testAdapter';
import { seedFromMnemonic } from '../keys/mnemonic';

const family = await loadFamily('solana');
const chains = conformanceChains('solana');
expect(chains.map((c) => c.chain_name)).toEqual(['solana']);

let devnet: SolanaDevnet;
beforeAll(async () => {
  devnet = await startSolanaDevnet({ port: 0, infoFile: false, accounts: 1 });
});
afterAll(() => devnet?.stop());

for (const chain of chains) {
  expect(family.devnet?.nodeOf(chain)).toBe('solana');
  testAdapter(`${chain.chain_name} on the litesvm devnet`, async () => {
    const config = family.devnet!.adapterConfig({ rpc: devnet.rpcUrl });
    const adapter = family.createAdapter(chain, { network: 'devnet', ...config });
    const other = await adapter.deriveAccount(seedFromMnemonic(SHOOT));
    return {
      adapter,
      family,
      mnemonic: ABANDON,
      expectedAddress: 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk',
      fund: async (address) => {
        const res = await fetch(devnet.rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            jsonrpc: '2.0',
            id: 1,
            method: 'requestAirdrop',
            params: [address, 2_000_000_000],
          }),
        });
        expect(((await res.json()) as { result?: string }).result).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/);
      },
      recipient: other.address,
      signedFee: async (signed) => signedFee(signed),
    };
  });
}
