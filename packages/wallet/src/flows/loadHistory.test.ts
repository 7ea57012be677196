/**
 * loadHistory on a chain whose adapter does not merge pending entries (no refreshPending, e.g. the
 * Bitcoin family): a send still pending leads the first page at once, and is dropped from the
 * store (never shown twice) once the history lists it.
 */
import type { ChainAdapter, HistoryRow, Page, PendingEntry } from '@kestrel/chains';
import { describe, expect, it } from 'vitest';
import { createWalletStore } from '../store/store';
import { walletsActions } from '../store/slices/wallets';
import { wallet } from '../test-support/walletFixture';
import type { FlowEnv } from './flowEnv';
import { loadHistory } from './loadHistory';
import { storedPending } from './pendingStore';

const SENT = 'a'.repeat(64);
const row = (hash: string, status: string): HistoryRow => ({
  amount: '5000',
  link: `${hash.slice(0, 13)}...`,
  url: `https://explorer.test/tx/${hash}`,
  status,
  date: '2026-01-01T00:00:00.000Z',
  from: 'bc1-w',
  to: 'bc1-other',
  totalCourse: '0$',
});
const entry: PendingEntry = {
  ...row(SENT, 'PENDING'),
  extraPendingTransactionData: { txHash: SENT, value: '5000', from: 'bc1-w', to: 'bc1-other' },
};

function envWith(history: () => Page<HistoryRow>): FlowEnv {
  const store = createWalletStore();
  store.dispatch(walletsActions.addWallet({ wallet: wallet('w') }));
  store.dispatch(
    walletsActions.setPendingTransactions({
      chain_name: 'bitcoin',
      symbol: 'BTC',
      address: 'bc1-w',
      list: [{ hash: SENT, date: 1, entry }],
    }),
  );
  const adapter = { getHistory: async () => history() } as unknown as ChainAdapter;
  return {
    dispatch: store.dispatch,
    getState: store.getState,
    adapters: async () => adapter,
    signers: async () => {
      throw new Error('no signing here');
    },
    toast: () => undefined,
  };
}
const coin = (env: FlowEnv) => env.getState().wallets.allWallets[0]!.coins.find((c) => c.symbol === 'BTC')!;

describe('loadHistory without refreshPending', () => {
  it('puts the stored pending send first while the history does not list it', async () => {
    const older = row('b'.repeat(64), 'SUCCESS');
    const env = envWith(() => ({ items: [older] }));
    const page = await loadHistory(env, { coinId: 'bitcoin:BTC' });
    expect(page.items).toEqual([entry, older]);
    expect(storedPending(env, coin(env))).toHaveLength(1);
  });

  it('keeps the pending send when the provider fails', async () => {
    const env = envWith(() => ({ items: [], error: 'all providers failed' }));
    const page = await loadHistory(env, { coinId: 'bitcoin:BTC' });
    expect(page).toEqual({ items: [entry], error: 'all providers failed' });
  });

  it('shows it once, as the history has it, when the history lists it', async () => {
    const listed = row(SENT, 'Pending');
    const env = envWith(() => ({ items: [listed] }));
    const page = await loadHistory(env, { coinId: 'bitcoin:BTC' });
    expect(page.items).toEqual([listed]);
    expect(storedPending(env, coin(env))).toEqual([]);
  });
});
