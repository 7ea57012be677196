/**
 * The Polkadot rules without a node: the spec §5 receiver rule at its 1 DOT boundary, what a
 * keep-alive transfer may spend (frozen, reserved, existential deposit), the build refusing a
 * prepared transfer it did not review (spec §8 'no built found'), and node messages → send-error codes.
 */
import { describe, expect, it } from 'vitest';
import type { PreparedTransfer } from '../../../adapter-types';
import { getChain } from '../../../registry/index';
import { decodeAccountInfo, EMPTY_ACCOUNT, spendable } from './account';
import { buildTransaction } from './build';
import { refusalText, sendErrorCode } from './errors';
import { receiverRule } from './prepare';
import { NO_BUILD, ONE_DOT } from './rules';

const ED = 10_000_000_000n;

describe('Polkadot rules', () => {
  it('spec §5: under 1 DOT needs a receiver holding something', () => {
    expect(() => receiverRule(ONE_DOT - 1n, 0n)).toThrow(
      'polkadot_receiver_should_1_dot: Receiver address should have minimum 1 DOT',
    );
    expect(() => receiverRule(ONE_DOT, 0n)).not.toThrow();
    expect(() => receiverRule(1n, 1n)).not.toThrow();
    expect(ONE_DOT).toBe(10n ** 10n);
  });

  it('a keep-alive transfer keeps the larger of the existential deposit and the frozen part not reserved', () => {
    const a = (free: bigint, frozen = 0n, reserved = 0n) => ({ nonce: 0, free, frozen, reserved });
    expect(spendable(a(5n * ED), ED)).toBe(4n * ED);
    expect(spendable(a(5n * ED, 3n * ED), ED)).toBe(2n * ED);
    expect(spendable(a(5n * ED, 3n * ED, 3n * ED), ED)).toBe(4n * ED);
    expect(spendable(a(ED / 2n), ED)).toBe(0n);
    expect(decodeAccountInfo(null)).toEqual(EMPTY_ACCOUNT);
    expect(() => decodeAccountInfo('0x0102')).toThrow(/too short/);
  });

  it("builds only what was prepared (spec §8 'no built found')", () => {
    const base = {
      chain_name: 'polkadot',
      amount: 5n,
      fee: 1n,
      payload: {
        signer: '00'.repeat(32),
        call: { callIndex: [5, 3], dest: new Uint8Array(32), value: 5n },
        extensions: {},
        spendable: 10n,
      },
    } as unknown as PreparedTransfer;
    expect(() => buildTransaction(getChain('polkadot'), { ...base, amount: 6n })).toThrow(NO_BUILD);
    expect(() => buildTransaction(getChain('polkadot'), { ...base, payload: {} })).toThrow(
      'Not a prepared Polkadot transfer',
    );
  });

  it('node messages → send-error codes', () => {
    expect(sendErrorCode('polkadot_receiver_should_1_dot: Receiver address should have minimum 1 DOT')).toBe(
      'receiverBelowMinimum',
    );
    expect(sendErrorCode(refusalText('Invalid Transaction', '{"invalid":{"stale":null}}'))).toBe(
      'alreadySent',
    );
    expect(sendErrorCode(refusalText('Invalid Transaction', 'Transaction has a bad signature'))).toBe(
      'nodeMessage',
    );
    expect(sendErrorCode(refusalText('Invalid Transaction', 'something new'))).toBe('nodeMessage');
    expect(sendErrorCode('fetch failed')).toBe('other');
    expect(refusalText('Invalid Transaction', 'Inability to pay some fees')).toMatch(
      /^Insufficient balance to broadcast transaction \(/,
    );
  });
});
