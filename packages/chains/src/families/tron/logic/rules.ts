/** Tron constants of spec §4, §8 and §9, and the protocol values Kestrel relies on. */

/** Spec §9 defaults (sun), used when the node's chain parameters leave one out. */
export const DEFAULT_FEES = {
  /** getCreateAccountFee: burnt for a new receiver when staked bandwidth does not cover it. */
  accountCreation: 100_000n,
  /** getCreateNewAccountFeeInSystemContract. */
  newAccount: 100_000n,
  /** getTransactionFee: sun per bandwidth byte. */
  transactionFee: 1000n,
  /** getEnergyFee: sun per energy unit. */
  energyFee: 420n,
  /** getMemoFee: a transaction with a memo pays it. */
  memoFee: 1_000_000n,
} as const;
export type FeeParams = { -readonly [K in keyof typeof DEFAULT_FEES]: bigint };

/** Chain parameter keys (wallet/getchainparameters) of each fee. */
export const FEE_PARAM_KEYS: Record<keyof FeeParams, string> = {
  accountCreation: 'getCreateAccountFee',
  newAccount: 'getCreateNewAccountFeeInSystemContract',
  transactionFee: 'getTransactionFee',
  energyFee: 'getEnergyFee',
  memoFee: 'getMemoFee',
};

/** Spec §9: TRC-20 sends carry fee limit 1e9 sun. */
export const TRC20_FEE_LIMIT = 1_000_000_000n;
/** Spec §9: account reads are cached 10 s. */
export const ACCOUNT_CACHE_MS = 10_000;
/** Spec §4: poll every 3 s for 5 tries. */
export const CONFIRM_POLICY = { intervalMs: 3000, tries: 5 } as const;
export const TIMEOUT_MS = 30_000;
/** A built transaction is valid this long (java-tron's createtransaction default). */
export const EXPIRATION_MS = 60_000n;
/** java-tron counts this much for the result in every transaction's bandwidth. */
export const MAX_RESULT_SIZE = 64;
/** raw_data.data (the memo) limit. */
export const MEMO_MAX_BYTES = 200;
export const INT64_MAX = (1n << 63n) - 1n;
export const UINT256_MAX = (1n << 256n) - 1n;

/** Spec §8: a broadcast with no result. */
export const NO_RESULT = 'Something went wrong';
export const INSUFFICIENT_BALANCE = 'Insufficient balance to broadcast transaction';
export const NO_BUILD = 'no built found';

/** java-tron's UNFREEZE_MAX_TIMES: unstakes waiting at once; none left means unstaking is unavailable (spec §4). */
export const MAX_UNFREEZE_SLOTS = 32;
export const UNSTAKING_UNAVAILABLE = 'unstaking unavailable';
/** Spec §4: rewards are queried only when the last withdrawal was more than 24 hours ago. */
export const REWARD_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** 1 TRX staked = 1 vote (TRON power). */
export const SUN_PER_VOTE = 1_000_000n;
