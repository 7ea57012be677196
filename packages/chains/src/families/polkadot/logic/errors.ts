/** Node refusals as readable texts, and messages → the wallet's send-error codes (app-layer §8). */
import type { SendErrorCode } from '../../../family-module';
import { INSUFFICIENT_BALANCE, RECEIVER_CODE } from './rules';

const KNOWN: [RegExp, string][] = [
  [/Inability to pay some fees|Payment/i, INSUFFICIENT_BALANCE],
  [
    /Transaction is outdated|Stale/i,
    "The account's nonce changed since the review: review the transfer again",
  ],
  [
    /Transaction has an ancient birth block|AncientBirthBlock/i,
    'The reviewed transfer expired: review it again',
  ],
  [/Transaction has a bad signature|BadProof/i, "The signature does not match the sender's account"],
];

export function refusalText(message: string, data: unknown): string {
  const detail = typeof data === 'string' ? data : data === undefined ? '' : JSON.stringify(data);
  const words = `${message}${detail ? `: ${detail}` : ''}`.slice(0, 200);
  const known = KNOWN.find(([re]) => re.test(words));
  return `${known ? known[1] : 'The polkadot network refused the transaction'} (${words})`;
}

export function sendErrorCode(message: string): SendErrorCode {
  if (message.includes(RECEIVER_CODE)) return 'receiverBelowMinimum';
  if (/^The account's nonce changed/.test(message)) return 'alreadySent';
  if (
    /^The polkadot network refused|^The reviewed transfer expired|^The signature does not match/.test(message)
  )
    return 'nodeMessage';
  return 'other';
}
