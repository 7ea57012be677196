/**
 * One in-process Hardhat 2 network (prague, the devnet's hardhat.config.cjs) with its own chain
 * id, the published test accounts funded by Hardhat, and the devnet's contracts deployed. A network
 * costs about 1-2 MB in the process (EDR keeps the state natively), against ~100 MB for a
 * `hardhat node` process, so the EVM server can give every EVM chain its own.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { custom } from 'viem';
import type { DevnetAccount } from '../accounts';
import { deployContracts, type DevnetContracts } from '../deploy';
import { installMulticall3 } from './multicall3';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const CONFIG_PATH = join(here, '..', '..', 'hardhat.config.cjs');

/** An EIP-1193 provider: what Hardhat's JSON-RPC handler and viem's `custom` transport take. */
export interface Eip1193 {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
}

export interface HardhatNetwork {
  chainId: number;
  provider: Eip1193;
  contracts: DevnetContracts;
}

interface HardhatInternals {
  resolveConfig(path: string, user: unknown): unknown;
  createProvider(config: unknown, networkName: string): Promise<Eip1193>;
}

/**
 * Hardhat 2 has no public API for an in-process network other than its own configuration's;
 * `hardhat node` builds its provider with these two functions (hardhat/internal/core).
 */
function internals(): HardhatInternals {
  const { resolveConfig } = require('hardhat/internal/core/config/config-resolution') as HardhatInternals;
  const { createProvider } = require('hardhat/internal/core/providers/construction') as HardhatInternals;
  return { resolveConfig, createProvider };
}

/** Starts a network with chain id `chainId` and deploys the devnet's contracts and Multicall3 on it. */
export async function startHardhatNetwork(
  chainId: number,
  deployer: DevnetAccount,
  holders: DevnetAccount[],
): Promise<HardhatNetwork> {
  const { resolveConfig, createProvider } = internals();
  const user = require(CONFIG_PATH) as { networks: { hardhat: Record<string, unknown> } };
  const config = resolveConfig(CONFIG_PATH, {
    ...user,
    networks: { ...user.networks, hardhat: { ...user.networks.hardhat, chainId } },
  });
  const provider = await createProvider(config, 'hardhat');
  const contracts = await deployContracts(
    custom(provider as Parameters<typeof custom>[0]),
    chainId,
    deployer,
    holders,
  );
  // After the devnet's own contracts, so their addresses (account #0's nonces) stay the same.
  await installMulticall3(provider);
  return { chainId, provider, contracts };
}
