/** Hedera send errors as the family's typed codes and readable refusal texts. */
import type { SendErrorCode } from '../../../family-module';
import { NO_ACCOUNT_ID, TRANSACTION_FAILED } from './rules';

/** Spec §8's text for a balance that does not cover the transfer. */
export const INSUFFICIENT_BALANCE = 'Insufficient balance to broadcast transaction';
const REFUSED = 'The Hedera node refused the transaction: ';

/** A node's precheck refusal (its ResponseCodeEnum name) as the text shown. */
export function refusalText(code: string): string {
  if (/INSUFFICIENT_PAYER_BALANCE|INSUFFICIENT_ACCOUNT_BALANCE/.test(code)) return INSUFFICIENT_BALANCE;
  return `${REFUSED}${code}`;
}

const OWN_REFUSALS = [
  /^Invalid (sender|custom|account) address/,
  /^The receiving account .* (does not exist|was deleted)/,
  /^The receiver is the sending account/,
  /^A Hedera memo holds at most/,
  /^The signing key does not belong/,
  /^Insufficient balance: nothing is left to send/,
];

export function sendErrorCode(message: string): SendErrorCode {
  // Another node's copy of this transaction (same id) is already in.
  if (/DUPLICATE_TRANSACTION/.test(message)) return 'alreadySent';
  if (/INSUFFICIENT_TX_FEE/.test(message)) return 'feeTooLow';
  if (message === INSUFFICIENT_BALANCE || message === NO_ACCOUNT_ID || message === TRANSACTION_FAILED)
    return 'nodeMessage';
  if (message.startsWith(REFUSED) || OWN_REFUSALS.some((r) => r.test(message))) return 'nodeMessage';
  return 'other';
}
