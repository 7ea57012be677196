/**
 * Node refusals (Cosmos SDK error codes, codespace sdk) as readable texts naming the code, and
 * node messages → the wallet's send-error codes (app-layer §8).
 */
import type { SendErrorCode } from '../../../family-module';
import { INSUFFICIENT_BALANCE } from './rules';

/** cosmos-sdk types/errors/errors.go codes. */
const SDK_TEXT: Record<number, string> = {
  4: "The signature does not match the sender's account",
  5: INSUFFICIENT_BALANCE,
  11: 'The transaction ran out of gas: review the transfer again',
  13: 'The fee is below what the network takes now',
  32: "The account's sequence changed since the review: review the transfer again",
};

/** Mempool already holds it (ErrTxInMempoolCache): the send went through before. */
export const IN_MEMPOOL = 19;

export function refusalText(chain: string, code: number, codespace = 'sdk'): string {
  const meaning = (codespace === 'sdk' && SDK_TEXT[code]) || `The ${chain} network refused the transaction`;
  return `${meaning} (${codespace} code ${code})`;
}

export function sendErrorCode(message: string): SendErrorCode {
  if (/\(sdk code 13\)$/.test(message)) return 'feeTooLow';
  if (/\(sdk code 32\)$/.test(message)) return 'alreadySent';
  // A refusal explained by refusalText is the person's to read.
  if (/\([a-z]+ code \d+\)$/.test(message)) return 'nodeMessage';
  return 'other';
}
