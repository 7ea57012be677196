import { describe, expect, it } from 'vitest';
import { isOpen, STATUS_TEXT, txStatus } from './txStatus';

describe('txStatus', () => {
  it('maps every family spelling of the spec’s values to one vocabulary', () => {
    expect(['SUCCESS', 'Pending', 'PENDING', 'QUEUE', 'FAIL', 'FAILED', 'Unknown'].map(txStatus)).toEqual([
      'SUCCESS',
      'PENDING',
      'PENDING',
      'QUEUE',
      'FAIL',
      'FAIL',
      'UNKNOWN',
    ]);
  });

  it('says each status in words, and only pending and queued ones are open', () => {
    expect(STATUS_TEXT[txStatus('Pending')]).toBe('Pending');
    expect(STATUS_TEXT[txStatus('SUCCESS')]).toBe('Confirmed');
    expect((['SUCCESS', 'FAIL', 'PENDING', 'QUEUE', 'UNKNOWN'] as const).filter(isOpen)).toEqual([
      'PENDING',
      'QUEUE',
    ]);
  });
});
