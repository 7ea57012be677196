import { describe, expect, it } from 'vitest';
import { wallet } from '../../test-support/walletFixture';
import { batchActions } from '../slices/batch';
import { transferActions } from '../slices/transfer';
import { walletsActions } from '../slices/wallets';
import { createWalletStore } from '../store';
import { EXCLUDED_SLICES, PERSISTED_SLICES, selectPersisted } from './persistedState';

describe('persisted state', () => {
  it('keeps wallets, settings, batch queue and auth flags; excludes the rest', () => {
    const s = createWalletStore();
    s.dispatch(walletsActions.addWallet({ wallet: wallet('w') }));
    s.dispatch(
      walletsActions.setNftChainState({
        chain_name: 'ethereum',
        state: { data: [1], loading: true, cursor: null },
      }),
    );
    s.dispatch(transferActions.startTransfer({ currentCoin: 'x', amount: '1', toAddress: 'y' }));
    s.dispatch(batchActions.setSelectionMode(true));
    const p = selectPersisted(s.getState());
    expect(Object.keys(p).sort()).toEqual([...PERSISTED_SLICES].sort());
    for (const name of EXCLUDED_SLICES) expect(p).not.toHaveProperty(name);
    expect(p.wallets.allWallets[0]?.nft).toEqual({});
    expect(Object.keys(p.batch).sort()).toEqual(['pendingAmounts', 'transactions']);
    expect(Object.keys(p.auth).sort()).toEqual(['fingerprintAuth', 'lastUpdateCheckTimestamp']);
  });
  it('every slice of the store is either persisted or listed as excluded', () => {
    const all = Object.keys(createWalletStore().getState()).sort();
    expect([...PERSISTED_SLICES, ...EXCLUDED_SLICES].sort()).toEqual(all);
  });
});
