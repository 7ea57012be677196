/** Filecoin send errors as the family's typed codes and readable refusal texts. */
import type { SendErrorCode } from '../../../family-module';
import { TRANSACTION_FAILED } from './rules';

/** Spec §8's text for a balance that does not cover the message. */
export const INSUFFICIENT_BALANCE = 'Insufficient balance to broadcast transaction';

/** A Lotus MpoolPush refusal as the text shown. */
export function refusalText(message: string): string {
  if (/not enough funds|insufficient (funds|balance)/i.test(message)) return INSUFFICIENT_BALANCE;
  return `The Filecoin node refused the message: ${message.slice(0, 300)}`;
}

const OWN_REFUSALS = [
  /^Only f1 \(secp256k1\) Filecoin accounts/,
  /^The Filecoin fee cap must/,
  /^The Filecoin message does not match/,
  /^Not found node$/,
  /^Transaction failed$/,
];

export function sendErrorCode(message: string): SendErrorCode {
  // The nonce was used already: this message (or another with it) is in the pool or on chain.
  if (/already in mpool|nonce too low|message with nonce already exists/i.test(message)) return 'alreadySent';
  if (/fee cap too low|gas premium too low|GasFeeCap.*less than|replace by fee/i.test(message))
    return 'feeTooLow';
  if (message === INSUFFICIENT_BALANCE || message.startsWith('The Filecoin node refused the message:'))
    return 'nodeMessage';
  if (message === TRANSACTION_FAILED || OWN_REFUSALS.some((r) => r.test(message))) return 'nodeMessage';
  return 'other';
}
