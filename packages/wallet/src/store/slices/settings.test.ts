import { describe, expect, it } from 'vitest';
import { createWalletStore } from '../store';
import { rehydrated } from '../persist/actions';
import { settingsActions } from './settings';

describe('settings slice', () => {
  it('has the spec defaults', () => {
    expect(createWalletStore().getState().settings).toEqual({
      localCurrency: 'USD',
      notifications: { received: true, sent: true },
      fingerprint: false,
      lockTime: 0,
      feesOptions: false,
      chatsOptions: false,
      searchInHomeScreen: true,
    });
  });
  it('a non-numeric lockTime becomes 0, also when rehydrated', () => {
    const s = createWalletStore();
    s.dispatch(settingsActions.setLockTime('soon'));
    expect(s.getState().settings.lockTime).toBe(0);
    s.dispatch(settingsActions.setLockTime('3'));
    expect(s.getState().settings.lockTime).toBe(3);
    s.dispatch(rehydrated({ settings: { ...s.getState().settings, lockTime: 'x' as unknown as number } }));
    expect(s.getState().settings.lockTime).toBe(0);
  });
});
