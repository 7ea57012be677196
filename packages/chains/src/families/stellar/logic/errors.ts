/**
 * Horizon's result codes (transaction_failed problems) as readable texts naming the code, and node
 * messages → the wallet's send-error codes (app-layer §8).
 */
import type { SendErrorCode } from '../../../family-module';
import { INSUFFICIENT_BALANCE, NOT_AUTHORIZED } from './rules';

const TX_TEXT: Record<string, string> = {
  tx_bad_seq: "The account's sequence number changed since the review: review the transfer again",
  tx_too_late: 'The reviewed transfer expired (it is valid 30 s): review it again',
  tx_insufficient_fee: 'The fee is below what the network takes now',
  tx_insufficient_balance: INSUFFICIENT_BALANCE,
  tx_no_source_account: INSUFFICIENT_BALANCE,
  tx_bad_auth: "The signature does not match the sender's account",
  tx_malformed: 'The network could not read the transaction',
};

const OP_TEXT: Record<string, string> = {
  op_underfunded: INSUFFICIENT_BALANCE,
  op_no_destination: "The receiver's account does not exist on stellar",
  op_no_trust: 'The receiver has no trustline for this token',
  op_not_authorized: NOT_AUTHORIZED,
  op_src_no_trust: 'The sender holds no trustline for this token',
  op_src_not_authorized: NOT_AUTHORIZED,
  op_low_reserve: 'The new account needs at least 1 XLM',
  op_line_full: "The receiver's trustline limit is full",
  op_already_exists: 'The account already exists',
  op_malformed: 'The network could not read the operation',
};

/** The text of a refusal: what it means, then the network's codes in parentheses. */
export function refusalText(codes: { transaction: string; operations?: string[] }): string {
  const failed = (codes.operations ?? []).filter((c) => c !== 'op_success');
  const op = failed[0];
  const meaning =
    codes.transaction === 'tx_failed' && op
      ? (OP_TEXT[op] ?? 'The stellar network refused the operation')
      : (TX_TEXT[codes.transaction] ?? 'The stellar network refused the transaction');
  return `${meaning} (${[codes.transaction, ...failed].join(', ')})`;
}

export function sendErrorCode(message: string): SendErrorCode {
  if (/\btx_insufficient_fee\b/.test(message)) return 'feeTooLow';
  if (/\(tx_bad_seq\)/.test(message)) return 'alreadySent';
  // A refusal explained by refusalText is the person's to read.
  if (/\((tx|op)_[a-z_]+(, op_[a-z_]+)*\)$/.test(message)) return 'nodeMessage';
  return 'other';
}
