/** Cosmos-family constants of spec §4, §5, §8 and §9, and the protocol values Kestrel relies on. */
import { DEFAULT_CONFIRM_POLICY } from '../../../adapter-types';

/** Spec §9: Cosmos denom uatom (6 decimals); THORChain's RUNE is "rune" with 8 decimals. */
export const DENOM = { cosmos: 'uatom', thorchain: 'rune' } as const;
export type CosmosChainName = keyof typeof DENOM;
/** Spec §9: the gas limit is the simulated gas times 1.4 (Cosmos). */
export const SIMULATION_MULTIPLIER_TENTHS = 14n;
/** Spec §9: timeouts 30 s. */
export const TIMEOUT_MS = 30_000;
/** Spec §9: history pages hold 20 entries. */
export const HISTORY_PAGE = 20;
/** Spec §4: THORChain polls every 3 s for 5 tries, and the send is delayed 600 ms. */
export const THORCHAIN_CONFIRM = { intervalMs: 3000, tries: 5 } as const;
export const THORCHAIN_SEND_DELAY_MS = 600;
/** The send flow's confirmation policy per chain (kept here so the family index loads no logic). */
export const confirmPolicyOf = (chainName: string) =>
  chainName === 'thorchain' ? { ...THORCHAIN_CONFIRM } : { ...DEFAULT_CONFIRM_POLICY };
/**
 * Cosmos gas prices in thousandths of a uatom per gas (the custom fee is typed in uatom/gas with 3
 * decimals). The spec sets none: Normal is the Hub's minimum gas price (0.005 uatom), Recommended
 * the common wallet default (0.025 uatom).
 */
export const COSMOS_PRICE = { normal: 5n, recommended: 25n } as const;
export const PRICE_SCALE = 1000n;
/**
 * THORChain charges its native fee (constants NativeTransactionFee) whatever the transaction's fee
 * field says; the gas limit only bounds execution (thornode's wallets use a few million).
 */
export const THORCHAIN_GAS_LIMIT = 4_000_000n;
/** The native fee when the constants answer lacks it (0.02 RUNE, thornode's default constant). */
export const THORCHAIN_DEFAULT_NATIVE_FEE = 2_000_000n;

/** Spec §8. */
export const INSUFFICIENT_BALANCE = 'Insufficient balance to broadcast transaction';
export const NO_BUILD = 'no built found';
export const validationError = (chain: string) => `Error in validation of ${chain} transaction`;
