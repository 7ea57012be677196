/** XRP send errors as the family's typed codes (the wallet maps codes to app-layer §8 toasts). */
import type { SendErrorCode } from '../../../family-module';
import { MINIMUM_BALANCE_PATTERN } from './rules';

const OWN_REFUSALS = [
  /^The XRP memo is a destination tag/,
  /^An XRP payment cannot go to the sending address/,
  /^Insufficient balance: nothing is left to send/,
  /is not on the XRP Ledger yet/,
  /^The XRP fee must/,
];

export function sendErrorCode(message: string): SendErrorCode {
  // The sequence was used already: this transaction (or another with it) is in the ledger.
  if (/^tef(PAST_SEQ|ALREADY)\b/.test(message)) return 'alreadySent';
  if (/^telINSUF_FEE_P\b/.test(message)) return 'feeTooLow';
  // The spec's minimum-balance text, this family's refusals and rippled's result texts are the toast.
  if (MINIMUM_BALANCE_PATTERN.test(message) || /^te[cfmlrs][A-Z_]+: /.test(message)) return 'nodeMessage';
  if (OWN_REFUSALS.some((r) => r.test(message))) return 'nodeMessage';
  return 'other';
}
