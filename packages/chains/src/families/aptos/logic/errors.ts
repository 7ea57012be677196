/** Aptos send errors as the family's typed codes and readable refusal texts. */
import type { SendErrorCode } from '../../../family-module';
import { GAS_NOT_VALID, SIMULATION_FAILED } from './rules';

/** Spec §8's text for a balance that does not cover the transaction. */
export const INSUFFICIENT_BALANCE = 'Insufficient balance to broadcast transaction';

/** A node refusal ("error_code: message", e.g. vm_error with a validation status) as the text shown. */
export function refusalText(message: string): string {
  if (/INSUFFICIENT_BALANCE/.test(message)) return INSUFFICIENT_BALANCE;
  return `The Aptos node refused the transaction: ${message}`;
}

const OWN_REFUSALS = [
  /^Insufficient balance: nothing is left to send/,
  /^The Aptos gas price must/,
  /^Aptos transactions need/,
  /^The signing key does not belong/,
];

export function sendErrorCode(message: string): SendErrorCode {
  // The sequence number was used already: this transaction (or another with it) is committed.
  if (/SEQUENCE_NUMBER_TOO_OLD|transaction_already_in_mempool|already in mempool/i.test(message))
    return 'alreadySent';
  if (/GAS_UNIT_PRICE_BELOW_MIN_BOUND/.test(message)) return 'feeTooLow';
  if (message === SIMULATION_FAILED || message === GAS_NOT_VALID || message === INSUFFICIENT_BALANCE)
    return 'nodeMessage';
  if (message.startsWith('The Aptos node refused the transaction:')) return 'nodeMessage';
  if (OWN_REFUSALS.some((r) => r.test(message))) return 'nodeMessage';
  return 'other';
}
