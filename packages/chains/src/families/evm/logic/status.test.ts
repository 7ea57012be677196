/** Status rules of spec §4 and the pending ordering (lowest nonce PENDING, others QUEUE). */
import { describe, expect, it } from 'vitest';
import type { PendingEntry } from '../../../adapter-types';
import { assignPendingStatuses } from './pending';
import { explorerRowStatus, receiptStatus, tokenTransferStatus } from './status';

const entry = (from: string, nonce: number): PendingEntry => ({
  amount: '1',
  link: '0x1234567890a...',
  url: 'https://etherscan.io/tx/0x1',
  status: 'PENDING',
  date: '2026-01-01T00:00:00.000Z',
  from,
  to: '0xb',
  totalCourse: '0$',
  extraPendingTransactionData: { txHash: `0x${nonce}`, nonce, data: '0x', value: '1', from, to: '0xb' },
});

describe('EVM status rules', () => {
  it('receipt flag, token confirmations > 14, viction fixed at 20', () => {
    expect(receiptStatus(true)).toBe('SUCCESS');
    expect(receiptStatus(false)).toBe('FAIL');
    expect(tokenTransferStatus('ethereum', 15)).toBe('SUCCESS');
    expect(tokenTransferStatus('ethereum', 14)).toBe('PENDING');
    expect(tokenTransferStatus('viction', 0)).toBe('SUCCESS');
    const tx = { hash: '0x', from: '0xa', to: '0xb', value: '1', timestamp: 0 };
    expect(explorerRowStatus('ethereum', { ...tx, success: false })).toBe('FAIL');
    expect(explorerRowStatus('ethereum', { ...tx, pending: true })).toBe('PENDING');
  });

  it('per sender, the lowest nonce is PENDING and the others QUEUE', () => {
    const out = assignPendingStatuses([entry('0xA', 7), entry('0xa', 5), entry('0xc', 9), entry('0xa', 6)]);
    expect(out.map((e) => e.status)).toEqual(['QUEUE', 'PENDING', 'PENDING', 'QUEUE']);
  });
});
