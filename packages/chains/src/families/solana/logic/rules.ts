/** Solana constants of spec §4 and §9, the program ids Kestrel calls, and the spec's texts. */

/** Spec §9: the priority fee when no recent nonzero fee is known, micro-lamports per compute unit. */
export const DEFAULT_PRIORITY_FEE = 5000n;
/** Spec §9: the compute-unit limit a transaction is simulated with. */
export const SIMULATION_CU_LIMIT = 1_400_000;
/** Spec §9: lamports kept back from a max send. */
export const MAX_SEND_DEDUCTION = 20_000n;
/** Kept back by a max stake for its later deactivate and withdraw (two signatures plus priority fees). */
export const STAKE_EXIT_FEES = 2n * 20_000n;
/** Spec §9: offset of the staker authority in stake account data (getProgramAccounts filter). */
export const STAKE_DATA_OFFSET = 12;
/** Spec §4: poll every 3 s, 5 tries. */
export const CONFIRM_POLL_MS = 3_000;
export const CONFIRM_TRIES = 5;
/** Spec §9: history pages hold 20 entries. */
export const HISTORY_PAGE = 20;
/** Spec §9: the validators list is cached 5 minutes. */
export const VALIDATOR_CACHE_MS = 5 * 60_000;
/** The base fee of every signature, lamports (the runtime's fixed rate). */
export const LAMPORTS_PER_SIGNATURE = 5000n;
/** Micro-lamports per lamport (compute-unit prices are in micro-lamports). */
export const MICRO_LAMPORTS = 1_000_000n;
/** Bytes of an SPL token account and of a stake account (rent exemption is counted on them). */
export const TOKEN_ACCOUNT_SIZE = 165;
/** A Token-2022 associated account: the base, its account type and the ImmutableOwner extension. */
export const TOKEN_2022_ACCOUNT_SIZE = 170;
export const STAKE_ACCOUNT_SIZE = 200;
/** The runtime's size limit of one serialized transaction. */
export const PACKET_DATA_SIZE = 1232;

export const PROGRAM = {
  system: '11111111111111111111111111111111',
  token: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  token2022: 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
  associatedToken: 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL',
  memo: 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr',
  computeBudget: 'ComputeBudget111111111111111111111111111111',
  stake: 'Stake11111111111111111111111111111111111111',
  stakeConfig: 'StakeConfig11111111111111111111111111111111',
} as const;

export const SYSVAR = {
  rent: 'SysvarRent111111111111111111111111111111111',
  clock: 'SysvarC1ock11111111111111111111111111111111',
  stakeHistory: 'SysvarStakeHistory1111111111111111111111111',
} as const;

/** Spec §8: the Bitcoin family's text, used for any send the balance cannot cover. */
export const INSUFFICIENT_BALANCE = 'Insufficient balance to broadcast transaction';
/** Spec §8 'Transaction failed' is Hedera/Filecoin's; a Solana error result is success=false. */
export const NO_BUILD = 'no built found';
