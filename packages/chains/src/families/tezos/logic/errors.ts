/** Tezos send errors as the family's typed codes and readable refusal texts. */
import type { SendErrorCode } from '../../../family-module';

/** Spec §8's text for a balance that does not cover the operation. */
export const INSUFFICIENT_BALANCE = 'Insufficient balance to broadcast transaction';

/** A node refusal (Octez error ids, comma-separated) as the text shown. */
export function refusalText(ids: string): string {
  if (/balance_too_low|subtraction_underflow|cannot_pay_storage_fee/.test(ids)) return INSUFFICIENT_BALANCE;
  return `The Tezos node refused the operation: ${ids}`;
}

const OWN_REFUSALS = [
  /^Only tz1 \(ed25519\) Tezos accounts/,
  /^This Tezos account has not revealed its key yet/,
  /^Insufficient balance: nothing is left to send/,
  /^The Tezos fee must/,
  /^The Tezos node could not simulate/,
];

export function sendErrorCode(message: string): SendErrorCode {
  // The counter was used already: this operation (or another with it) is in a block.
  if (/counter_in_the_past|already_injected|operation_already_injected/.test(message)) return 'alreadySent';
  if (/fees_too_low|fee_too_low/.test(message)) return 'feeTooLow';
  if (message === INSUFFICIENT_BALANCE || message.startsWith('The Tezos node refused the operation:'))
    return 'nodeMessage';
  if (OWN_REFUSALS.some((r) => r.test(message))) return 'nodeMessage';
  return 'other';
}
