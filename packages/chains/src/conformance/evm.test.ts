/**
 * The conformance suite on every EVM chain record (18, each with its own profile: legacy or type-2
 * gas, the L1 fee of OP-stack chains, its explorer API), each on its own network of the devnet's
 * EVM server (its own chain id) as the family's devnet profile configures it, with history from a
 * local server answering each explorer API's shape. Expected addresses of "shoot island ...
 * above": trustwallet/wallet-core swift/Tests/CoinAddressDerivationTests.swift (.ethereum,
 * .ethereumClassic, .tomoChain).
 */
import type { Devnet } from '@kestrel/devnet';
import { afterAll, beforeAll, expect } from 'vitest';
import { toHex } from 'viem';
import { loadFamily } from '../families/registry';
import { startExplorerServer, type ExplorerServer } from '../families/evm/testing/explorer';
import { chainReader, startTestDevnet } from '../families/evm/testing/devnet';
import { evmFeeReader } from '../families/evm/testing/fee-reader';
import { conformanceChains, SHOOT } from './chains';
import { testAdapter } from './testAdapter';

const BY_PATH: Record<string, string> = {
  "m/44'/60'/0'/0/0": '0x8f348F300873Fd5DA36950B2aC75a26584584feE',
  "m/44'/61'/0'/0/0": '0x078bA3228F3E6C08bEEac9A005de0b7e7089aD1c',
  "m/44'/889'/0'/0/0": '0xC74b6D8897cBa9A4b659d43fEF73C9cA852cE424',
};
const family = await loadFamily('evm');
let devnet: Devnet;
let explorer: ExplorerServer;

beforeAll(async () => {
  [devnet, explorer] = await Promise.all([startTestDevnet(), startExplorerServer()]);
});
afterAll(async () => {
  await Promise.all([devnet?.stop(), explorer?.close()]);
});

const chains = conformanceChains('evm');
expect(chains).toHaveLength(18);

for (const chain of chains) {
  testAdapter(`${chain.chain_name} on the Hardhat devnet`, async () => {
    const profile = family.devnet!;
    expect(profile.nodeOf(chain)).toBe('evm');
    const config = profile.adapterConfig({ rpc: devnet.rpcUrl, explorer: explorer.base }, chain);
    return {
      // The local explorer answers each chain's own explorer API (history's clients per kind).
      adapter: family.createAdapter(chain, { network: 'devnet', ...config, explorerApis: [explorer.base] }),
      family,
      mnemonic: SHOOT,
      expectedAddress: BY_PATH[chain.path],
      // 2^72 wei: the max amount (2^72 − fee) is a byte shorter than the balance, and a price
      // 300 times the prepared one a byte longer, so the L1 fee of OP-stack chains (priced per
      // byte of the transaction) changes with them: the review must follow.
      fund: async (address) => {
        await chainReader(devnet, chain.chain_name).rpc('hardhat_setBalance', [address, toHex(2n ** 72n)]);
      },
      recipient: devnet.accounts[8]!.address,
      signedFee: evmFeeReader(devnet),
      customPrice: (prepared) => prepared.price * 300n,
    };
  });
}
