import { describe, expect, it } from 'vitest';
import {
  addPending,
  hasFurtherPage,
  pendingKey,
  removePending,
  replacePending,
  type PendingMap,
} from './pendingTransactions';

describe('pending transactions', () => {
  const key = pendingKey('ethereum', 'ETH', '0xabc');
  it('are keyed by chain, symbol and address', () => {
    expect(pendingKey('ethereum', 'ETH', '0xabc')).not.toBe(pendingKey('ethereum', 'USDT', '0xabc'));
    expect(pendingKey('ethereum', 'ETH', '0xabc')).not.toBe(pendingKey('polygon', 'ETH', '0xabc'));
  });
  it('inserts at the front', () => {
    const m: PendingMap = {};
    addPending(m, key, { hash: '0x1', date: 1 });
    addPending(m, key, { hash: '0x2', date: 2 });
    expect(m[key]?.map((p) => p.hash)).toEqual(['0x2', '0x1']);
  });
  it('replaces an entry by its old hash', () => {
    const m: PendingMap = {
      [key]: [
        { hash: '0xAA', date: 1 },
        { hash: '0xbb', date: 2 },
      ],
    };
    replacePending(m, key, '0xaa', { hash: '0xcc', date: 3 });
    expect(m[key]).toEqual([
      { hash: '0xcc', date: 3 },
      { hash: '0xbb', date: 2 },
    ]);
  });
  it('removes by hash, case-insensitive', () => {
    const m: PendingMap = {
      [key]: [
        { hash: '0xAbC', date: 1 },
        { hash: '0xdef', date: 2 },
      ],
    };
    removePending(m, key, '0xABC');
    expect(m[key]).toEqual([{ hash: '0xdef', date: 2 }]);
    removePending(m, key, '0xDEF');
    expect(m[key]).toBeUndefined();
  });
});

describe('coin list pages', () => {
  it('a further page exists while the total exceeds the loaded count', () => {
    expect(hasFurtherPage(450, 200)).toBe(true);
    expect(hasFurtherPage(450, 450)).toBe(false);
    expect(hasFurtherPage(0, 0)).toBe(false);
  });
});
