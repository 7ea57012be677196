/**
 * What is persisted (inside the encrypted vault) and what is not. Excluded, by design:
 * transfer (a transfer in progress), exchange, sellCrypto, stakingVotes, news, currency
 * (catalogue cache and group-adding flags), extraData, walletConnect (isReduxStoreLoaded must
 * start false), messaging (refetched); batch UI selection, filter results and balances; auth's
 * isLogin, loading and error; each wallet's NFT cache with its loading flags. See docs/wallet.md.
 */
import type { RootState } from '../rootReducer';
import type { BatchState } from '../slices/batch';
import type { AuthState } from '../slices/auth';
import type { SettingsState } from '../slices/settings';
import type { WalletsState } from '../types';

export const PERSISTED_SLICES = ['wallets', 'settings', 'batch', 'auth'] as const;
export const EXCLUDED_SLICES = [
  'currency',
  'stakingVotes',
  'news',
  'transfer',
  'exchange',
  'sellCrypto',
  'extraData',
  'walletConnect',
  'messaging',
] as const;

export interface PersistedState {
  wallets: WalletsState;
  settings: SettingsState;
  batch: Pick<BatchState, 'transactions' | 'pendingAmounts'>;
  auth: Pick<AuthState, 'fingerprintAuth' | 'lastUpdateCheckTimestamp'>;
}

export function selectPersisted(state: RootState): PersistedState {
  return {
    wallets: {
      ...state.wallets,
      allWallets: state.wallets.allWallets.map((w) => ({ ...w, nft: {} })),
    },
    settings: state.settings,
    batch: { transactions: state.batch.transactions, pendingAmounts: state.batch.pendingAmounts },
    auth: {
      fingerprintAuth: state.auth.fingerprintAuth,
      lastUpdateCheckTimestamp: state.auth.lastUpdateCheckTimestamp,
    },
  };
}
