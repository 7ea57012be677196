/** Cardano's spec texts and constants (chain-adapters.md §4, §5, §8, §9), verbatim. */
export const DECIMALS = 6;
export const NO_SENDER = 'Could not get sender address';
export const NO_UTXOS = 'No UTXOs available in sender wallet';
export const insufficientFunds = (available: bigint, required: bigint) =>
  `Insufficient funds. Available: ${available} Lovelace, Required: ${required} Lovelace (including fee)`;
/** A token send beyond the holding (the spec's text is for lovelace; this one names quantities). */
export const insufficientToken = (available: bigint, required: bigint) =>
  `Insufficient token balance. Available: ${available}, Required: ${required}`;
/** §4: Cardano waits 90 s for a confirmation; checked every 5 s. */
export const CONFIRM_WAIT_MS = 90_000;
export const CONFIRM_POLICY = { intervalMs: 5_000, tries: 18 };
/** §9: history keeps the first 20 transactions; timeouts 30 s. */
export const HISTORY_LIMIT = 20;
export const TIMEOUT_MS = 30_000;
/** A payment stays valid for two hours of slots (1 s each) after the tip it was prepared at. */
export const TTL_SLOTS = 7_200n;
