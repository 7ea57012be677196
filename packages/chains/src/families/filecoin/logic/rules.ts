/** Filecoin constants of the spec (§4, §7, §9) and of Lotus's defaults the fee follows. */

/** Spec §9: 18 decimals (1 FIL = 1e18 attoFIL). */
export const FIL_DECIMALS = 18;
/** App-layer §4 "interval times retries": the send flow's 5000 ms, 15 tries. */
export const CONFIRM_POLL_MS = 5_000;
export const CONFIRM_TRIES = 15;
/** Spec §7: MessagesByAccountID with index 0, limit 20, method_name empty. */
export const HISTORY_LIMIT = 20;
/** Spec §7: GasDataTrend over 24h. */
export const GAS_TREND_INTERVAL = '24h';
/** Spec §9: the scan's base fee is taken plus 500 attoFIL per gas unit. */
export const BASE_FEE_MARGIN = 500n;
/** Spec §9: the base fee (attoFIL per gas unit) when every scan endpoint failed. */
export const FALLBACK_BASE_FEE = 100n;
/** Spec §9: the gas used when every scan endpoint failed. */
export const FALLBACK_GAS_USED = 1_000_000n;
/** Lotus's GasLimitOverestimation (1.25): the gas limit over the expected gas used. */
export const GAS_OVERESTIMATION_NUM = 125n;
export const GAS_OVERESTIMATION_DEN = 100n;
/** Lotus's MinGasPremium (100,000 attoFIL per gas unit): used when the node gave no estimate. */
export const MIN_GAS_PREMIUM = 100_000n;
/** The protocol's lowest base fee (attoFIL per gas unit): a fee cap under it never lands. */
export const MIN_BASE_FEE = 100n;
/** A custom fee cap above 1e-6 FIL per gas unit is a typo (a send would cost FIL per message). */
export const MAX_FEE_CAP = 1_000_000_000_000n;
/** Method 0 (Send); f4 (delegated, EVM) recipients get InvokeEVM as Lotus, Trust Wallet and iso-filecoin do. */
export const METHOD_SEND = 0;
export const METHOD_INVOKE_EVM = 3844450837;
/** Lotus's exit code 0 is success; the scan writes it as 'Ok'. */
export const SCAN_EXIT_OK = 'Ok';
/** Spec §4 and §8: a confirmed message whose exit code is not 0. */
export const TRANSACTION_FAILED = 'Transaction failed';
