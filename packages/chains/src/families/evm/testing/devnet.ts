/**
 * Test support: one devnet per test file on a free port, and an adapter pointed at a chain's own
 * network on it (each EVM chain has its own Hardhat network, chain id and balances).
 */
import { freePort, startDevnet, type Devnet } from '@kestrel/devnet';
import { createPublicClient, defineChain, http, parseAbi, type Hex } from 'viem';
import { hardhat } from 'viem/chains';
import type { AdapterConfig } from '../../../adapter-types';
import { createAdapter, type EvmAdapter } from '../index';
import { softwareSigner } from '../logic/sign';
import { hexToBytes } from 'viem';

export async function startTestDevnet(): Promise<Devnet> {
  return startDevnet({ port: await freePort() });
}

export function devnetAdapter(
  devnet: Devnet,
  chain = 'ethereum',
  extra: Partial<AdapterConfig> = {},
): Promise<EvmAdapter> {
  return createAdapter(chain, {
    network: 'devnet',
    rpc: [devnet.rpcUrlOf(chain)],
    batchDelegate: devnet.contracts.batchDelegate,
    confirm: { timeoutMs: 20_000, pollMs: 100 },
    ...extra,
  });
}

export function signerOf(privateKey: Hex) {
  return softwareSigner(hexToBytes(privateKey));
}

/** A chain's network on the devnet as viem names it (its devnet chain id). */
export function devnetViemChain(devnet: Devnet, chainName = 'ethereum') {
  const id = devnet.networks.find((n) => n.chain_name === chainName)?.chainId;
  if (id === undefined) throw new Error(`No EVM network ${chainName} on the devnet`);
  return defineChain({ ...hardhat, id });
}

/** An independent reader (viem's own client) to check what a chain's network holds. */
export function chainReader(devnet: Devnet, chainName = 'ethereum') {
  const client = createPublicClient({
    chain: devnetViemChain(devnet, chainName),
    transport: http(devnet.rpcUrlOf(chainName), { retryCount: 0 }),
  });
  const abi = parseAbi([
    'function balanceOf(address) view returns (uint256)',
    'function ownerOf(uint256) view returns (address)',
    'function balanceOf(address, uint256) view returns (uint256)',
  ]);
  return {
    client,
    native: (a: Hex) => client.getBalance({ address: a }),
    erc20: (token: Hex, a: Hex) =>
      client.readContract({ address: token, abi, functionName: 'balanceOf', args: [a] }),
    owner: (nft: Hex, id: bigint) =>
      client.readContract({ address: nft, abi, functionName: 'ownerOf', args: [id] }),
    erc1155: (c: Hex, a: Hex, id: bigint) =>
      client.readContract({ address: c, abi, functionName: 'balanceOf', args: [a, id] }),
    rpc: (method: string, params: unknown[] = []) =>
      client.request({ method: method as 'eth_chainId', params: params as unknown as undefined }),
  };
}
