import { describe, expect, it } from 'vitest';
import { migrate, MigrationError, PERSIST_VERSION } from './migrations';

describe('persisted-state migrations', () => {
  it('runs each migration in order up to the current version', () => {
    const calls: number[] = [];
    const m = {
      2: (d: Record<string, unknown>) => (calls.push(2), { ...d, b: 1 }),
      3: (d: Record<string, unknown>) => (calls.push(3), { ...d, c: 1 }),
    };
    expect(migrate({ version: 1, data: { a: 1 } }, m, 3)).toEqual({ version: 3, data: { a: 1, b: 1, c: 1 } });
    expect(calls).toEqual([2, 3]);
  });
  it('v1 -> v2 moves backup-prompt flags per wallet and defaults privacyMode', () => {
    const v1 = { version: 1, data: { wallets: { allWallets: [{ id: 'w1', isBackupPromptHidden: true }] } } };
    const out = migrate(v1);
    expect(out.version).toBe(PERSIST_VERSION);
    expect(out.data.wallets).toEqual({
      allWallets: [{ id: 'w1', privacyMode: false }],
      backupPromptHidden: { w1: true },
    });
  });
  it('refuses a state newer than this code, or without a version', () => {
    expect(() => migrate({ version: 99, data: {} })).toThrow(MigrationError);
    expect(() => migrate({ version: 0, data: {} })).toThrow('The stored state has no valid version');
  });
});
