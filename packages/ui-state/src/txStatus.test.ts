import { describe, expect, it } from 'vitest';
import { isOpen, openFirst, STATUS_TEXT, txStatus } from './txStatus';

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

  it('puts open rows first, each group keeping the history order', () => {
    const rows = [
      { id: 'a', status: 'SUCCESS' },
      { id: 'b', status: 'Pending' },
      { id: 'c', status: 'FAILED' },
      { id: 'd', status: 'QUEUE' },
      { id: 'e', status: 'SUCCESS' },
    ];
    expect(openFirst(rows).map((r) => r.id)).toEqual(['b', 'd', 'a', 'c', 'e']);
  });
});
