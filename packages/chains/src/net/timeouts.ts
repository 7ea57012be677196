/** Timeouts of spec §7/§9: explorers and nodes 30 s, EVM JSON-RPC 45 s. */
export const EXPLORER_TIMEOUT_MS = 30_000;
export const NODE_TIMEOUT_MS = 30_000;
export const EVM_RPC_TIMEOUT_MS = 45_000;
