/** Aptos constants of the spec (§4, §5, §7, §9) and the choices made where it is silent (docs/aptos.md). */

/** Spec §9: 8 decimals (1 APT = 1e8 octas). */
export const APT_DECIMALS = 8;
/** Spec §4: confirmation times out at 120 s; checked every 2 s (61 checks span 120 s). */
export const CONFIRM_TIMEOUT_MS = 120_000;
export const CONFIRM_POLL_MS = 2_000;
export const CONFIRM_TRIES = CONFIRM_TIMEOUT_MS / CONFIRM_POLL_MS + 1;
/** Spec §9: history pages of 20. */
export const HISTORY_LIMIT = 20;
/** Committed transactions an adapter keeps by version for history refreshes (ten pages' worth). */
export const KEPT_VERSIONS = 200;

/**
 * Spec §5: a simulation that did not succeed is still used when its status carries this code:
 * error::out_of_range(PROLOGUE_ECANT_PAY_GAS_DEPOSIT = 1005) of 0x1::transaction_validation, the
 * gas charge that no longer fits once the whole balance is sent. The max rule then lowers the amount.
 */
export const TOLERATED_SIMULATION_CODE = '0x203ed';
/** Spec §8's texts. */
export const SIMULATION_FAILED = 'Simulation is failed for aptos chain';
export const GAS_NOT_VALID = 'gas price or gas used is not valid';

/** The SDK's default max gas amount: what a simulation may use at most. */
export const SIMULATION_MAX_GAS = 200_000n;
/** Max gas of the signed transaction: the simulated gas used plus 20 % (state may change before it runs). */
export const GAS_MARGIN_PERCENT = 120n;
/** Seconds a prepared transaction stays valid after the node's ledger time (time to review and sign). */
export const EXPIRATION_SECONDS = 600n;
/** The custom gas price's upper bound: the framework's max_price_per_gas_unit (octas per gas unit). */
export const MAX_GAS_UNIT_PRICE = 10_000_000_000n;

/** The coin transfer that creates the receiver's account when it does not exist yet. */
export const TRANSFER_FUNCTION = { address: '0x1', module: 'aptos_account', name: 'transfer' } as const;
/** Entry functions whose rows are APT transfers in history: (receiver, amount) arguments. */
export const APT_TRANSFER_FUNCTIONS = [
  '0x1::aptos_account::transfer',
  '0x1::aptos_account::transfer_coins',
  '0x1::coin::transfer',
] as const;
export const APTOS_COIN = '0x1::aptos_coin::AptosCoin';
