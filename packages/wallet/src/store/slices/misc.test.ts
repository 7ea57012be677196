import { describe, expect, it, vi } from 'vitest';
import { token, wallet } from '../../test-support/walletFixture';
import { selectCoinGroupsWithFlags, selectCurrenciesWithFlags } from '../selectors';
import { createWalletStore } from '../store';
import { currencyActions } from './currency';
import { messagingActions } from './messaging';
import { newsActions } from './news';
import { stakingVotesActions as V } from './stakingVotes';
import { walletsActions } from './wallets';

describe('currency slice and derived flags', () => {
  it('further-page flag while the total exceeds the loaded count', () => {
    const s = createWalletStore();
    const page = (n: number) => Array.from({ length: n }, (_, i) => token('ethereum', `T${i}`, `0x${i}`));
    s.dispatch(currencyActions.pageLoaded({ page: 1, search: '', data: page(2), total: 3 }));
    expect(s.getState().currency.isFurtherPage).toBe(true);
    s.dispatch(
      currencyActions.pageLoaded({ page: 2, search: '', data: [token('ethereum', 'Z', '0xz')], total: 3 }),
    );
    expect(s.getState().currency.isFurtherPage).toBe(false);
    expect(s.getState().currency.currencies).toHaveLength(3);
  });
  it('group-adding flags are kept per group id', () => {
    const s = createWalletStore();
    s.dispatch(currencyActions.setGroupAdding({ groupId: 'g1', adding: true }));
    expect(s.getState().currency.groupAdding).toEqual({ g1: true });
    s.dispatch(currencyActions.setGroupAdding({ groupId: 'g1', adding: false }));
    expect(s.getState().currency.groupAdding).toEqual({});
  });
  it('isInWallet and isGroupCoinsAdded are derived from the current wallet', () => {
    const s = createWalletStore();
    s.dispatch(walletsActions.addWallet({ wallet: wallet('w') }));
    const usdt = token('ethereum', 'USDT', '0xdAC17F958D2ee523a2206206994597C13D831ec7');
    const eth = {
      ...usdt,
      _id: 'ethereum:ETH',
      symbol: 'ETH',
      type: 'coin' as const,
      contractAddress: undefined,
    };
    s.dispatch(currencyActions.pageLoaded({ page: 1, search: '', data: [eth, usdt], total: 2 }));
    s.dispatch(currencyActions.setCoinGroups([{ _id: 'g', coins: [eth, usdt] }]));
    expect(selectCurrenciesWithFlags(s.getState()).map((c) => c.isInWallet)).toEqual([true, false]);
    expect(selectCoinGroupsWithFlags(s.getState())[0]?.isGroupCoinsAdded).toBe(false);
    s.dispatch(walletsActions.addCoin({ currency: usdt }));
    expect(selectCoinGroupsWithFlags(s.getState())[0]?.isGroupCoinsAdded).toBe(true);
  });
});

describe('staking votes slice', () => {
  it('steps of 5 capped at the staking balance; typed values', () => {
    const s = createWalletStore();
    s.dispatch(
      V.validatorsLoaded({
        chain_name: 'tron',
        validators: [],
        selectedVotes: [{ vote_address: 'TA', vote_count: 3 }],
      }),
    );
    s.dispatch(V.addVote({ address: 'TA', stakingBalance: '10' }));
    s.dispatch(V.addVote({ address: 'TB', stakingBalance: '10' }));
    expect(s.getState().stakingVotes.selectedVotes).toEqual({ TA: 8, TB: 2 });
    s.dispatch(V.typeVote({ address: 'TB', value: '', stakingBalance: 10 }));
    s.dispatch(V.removeVote({ address: 'TA' }));
    expect(s.getState().stakingVotes.selectedVotes).toEqual({ TA: 3, TB: 0 });
  });
});

describe('messaging slice', () => {
  it('consent: allowed and denied are applied, anything else is logged and ignored', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const s = createWalletStore();
    s.dispatch(messagingActions.conversationsLoaded([{ topic: 't', peerAddress: '0xAB', createdAt: 0 }]));
    s.dispatch(messagingActions.setConsent({ peerAddress: '0xab', state: 'denied' }));
    expect(s.getState().messaging.conversations[0]?.consentState).toBe('denied');
    s.dispatch(messagingActions.setConsent({ peerAddress: '0xab', state: 'unknown' }));
    expect(s.getState().messaging.consent).toEqual({ '0xab': 'denied' });
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

describe('news slice', () => {
  it('shows the entry whose key matches', () => {
    const s = createWalletStore();
    s.dispatch(
      newsActions.newsLoaded({
        key: 'b',
        list: [
          { key: 'a', message: 'A' },
          { key: 'b', message: 'B' },
        ],
      }),
    );
    expect(s.getState().news.news).toEqual({ key: 'b', message: 'B' });
  });
});
