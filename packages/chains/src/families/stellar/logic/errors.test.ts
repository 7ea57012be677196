/** Horizon's result codes as readable texts, and node messages as the wallet's send-error codes. */
import { describe, expect, it } from 'vitest';
import { refusalText, sendErrorCode } from './errors';

describe('Stellar refusals', () => {
  it('says what a refusal means and names its codes', () => {
    expect(refusalText({ transaction: 'tx_bad_seq' })).toBe(
      "The account's sequence number changed since the review: review the transfer again (tx_bad_seq)",
    );
    expect(refusalText({ transaction: 'tx_failed', operations: ['op_not_authorized'] })).toBe(
      'You are not authorized (tx_failed, op_not_authorized)',
    );
    expect(refusalText({ transaction: 'tx_failed', operations: ['op_success', 'op_underfunded'] })).toBe(
      'Insufficient balance to broadcast transaction (tx_failed, op_underfunded)',
    );
    expect(refusalText({ transaction: 'tx_too_late' })).toBe(
      'The reviewed transfer expired (it is valid 30 s): review it again (tx_too_late)',
    );
    expect(refusalText({ transaction: 'tx_weird' })).toBe(
      'The stellar network refused the transaction (tx_weird)',
    );
  });

  it('maps them to the wallet send-error codes', () => {
    expect(sendErrorCode(refusalText({ transaction: 'tx_insufficient_fee' }))).toBe('feeTooLow');
    expect(sendErrorCode(refusalText({ transaction: 'tx_bad_seq' }))).toBe('alreadySent');
    expect(sendErrorCode(refusalText({ transaction: 'tx_failed', operations: ['op_no_trust'] }))).toBe(
      'nodeMessage',
    );
    expect(sendErrorCode('submit: all 2 provider(s) failed: http://127.0.0.1:1 (network: refused)')).toBe(
      'other',
    );
  });
});
