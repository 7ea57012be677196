/**
 * Where Multicall3 lives, by chain id (github.com/mds1/multicall3, deployments.json). Almost every
 * EVM chain has it at the canonical address; zkSync Era has its own build elsewhere. Chain ids the
 * list does not name go straight to a JSON-RPC batch (reads.ts), which costs the same one request;
 * an address that turns out to hold no Multicall3 is found out once and batched from then on.
 */
export const MULTICALL3_CANONICAL = '0xcA11bde05977b3631167028862bE2a173976CA11';

const ELSEWHERE: Record<number, string> = {
  324: '0xF9cda624FBC7e059355ce98a31693d299FACd963', // zkSync Era
  300: '0xF9cda624FBC7e059355ce98a31693d299FACd963', // zkSync Era Sepolia
};

/** Chain ids of the registry's networks that deployments.json does not list. */
const NONE = new Set([
  10001, // EthereumPoW (mainnet and its testnet share the id)
  63, // Ethereum Classic Mordor
  2221, // Kava testnet
  1328, // Sei testnet (atlantic-2)
]);

export function multicall3Address(chainId: number): string | undefined {
  if (NONE.has(chainId)) return undefined;
  return ELSEWHERE[chainId] ?? MULTICALL3_CANONICAL;
}
