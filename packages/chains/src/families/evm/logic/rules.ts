/**
 * Per-chain rules of the EVM family (spec §4, §7, §9), in one table so each decision is visible.
 *
 * Transaction type: type 2 (EIP-1559) wherever the chain prices gas with a base fee; legacy
 * gasPrice on chains without one or whose wallets conventionally send legacy:
 * - binance_smart_chain: BSC's base fee is 0 and its validators order by gas price; legacy is
 *   what BNB wallets send.
 * - viction, ethereum_classic, ethereum_pow: no EIP-1559 base fee on these chains.
 */
import type { ChainName, NetworkName } from '../../../registry/types';

export type ExplorerKind = 'etherscan' | 'blockscout' | 'viction' | 'blockscout-v2' | 'oklink';

export const LEGACY_GAS_CHAINS: ReadonlySet<ChainName> = new Set<ChainName>([
  'binance_smart_chain',
  'viction',
  'ethereum_classic',
  'ethereum_pow',
]);

/** OP-stack chains: the L1 data fee comes from the GasPriceOracle predeploy. */
export const OP_STACK_CHAINS: ReadonlySet<ChainName> = new Set<ChainName>([
  'base',
  'optimism',
  'optimism_binance_smart_chain',
  'ink',
]);

export const GAS_PRICE_ORACLE = '0x420000000000000000000000000000000000000F';

/** Spec §9: Recommended = base × multiplier; 1.3 by default for ethereum and polygon. */
export function defaultMultiplier(chain: ChainName): number {
  return chain === 'ethereum' || chain === 'polygon' ? 1.3 : 1;
}

/**
 * Spec §9 "Default max priority fee: 1001 for one chain": polygon, in gwei (docs/api.md explains
 * the choice), the cap on the tip when fee info does not give one.
 */
export function defaultMaxPriorityFee(chain: ChainName): bigint | undefined {
  return chain === 'polygon' ? 1001n * 1_000_000_000n : undefined;
}

/** Spec §9: arbitrum adds 100000 gas for batch sends. */
export function batchExtraGas(chain: ChainName): bigint {
  return chain === 'arbitrum' ? 100_000n : 0n;
}

/** Spec §4/§9: token transfers are SUCCESS past 14 confirmations; viction's are fixed at 20. */
export const TOKEN_CONFIRMATIONS_NEEDED = 14;
export const VICTION_TOKEN_CONFIRMATIONS = 20;

/** Which explorer API a chain's history uses (spec §7). */
export function explorerKind(chain: ChainName): ExplorerKind {
  switch (chain) {
    case 'polygon':
    case 'ink':
      return 'blockscout';
    case 'viction':
      return 'viction';
    case 'ethereum_classic':
      return 'blockscout-v2';
    case 'ethereum_pow':
      return 'oklink';
    default:
      return 'etherscan';
  }
}

const ETHERSCAN_V2 = 'https://api.etherscan.io/v2/api';

/** Explorer API bases. The devnet has none: its history is the stored pending entries. */
export function explorerApis(chain: ChainName, network: NetworkName): string[] {
  if (network === 'devnet') return [];
  const test = network === 'testnet';
  switch (chain) {
    case 'polygon':
      return [test ? 'https://polygon-amoy.blockscout.com' : 'https://polygon.blockscout.com'];
    case 'ink':
      return [test ? 'https://explorer-sepolia.inkonchain.com' : 'https://explorer.inkonchain.com'];
    case 'viction':
      return [test ? 'https://scan-api-testnet.viction.xyz' : 'https://www.vicscan.xyz'];
    case 'ethereum_classic':
      return [test ? 'https://etc-mordor.blockscout.com' : 'https://etc.blockscout.com'];
    case 'ethereum_pow':
      return ['https://www.oklink.com'];
    case 'kava':
      return [test ? 'https://testnet.kavascan.com/api' : 'https://kavascan.com/api'];
    default:
      return [ETHERSCAN_V2];
  }
}
