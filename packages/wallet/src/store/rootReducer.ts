/** One slice per spec entity (DESIGN.md "Application layer"). */
import { combineReducers } from '@reduxjs/toolkit';
import { authReducer } from './slices/auth';
import { batchReducer } from './slices/batch';
import { currencyReducer } from './slices/currency';
import { exchangeReducer } from './slices/exchange';
import { extraDataReducer } from './slices/extraData';
import { messagingReducer } from './slices/messaging';
import { newsReducer } from './slices/news';
import { sellCryptoReducer } from './slices/sellCrypto';
import { settingsReducer } from './slices/settings';
import { stakingVotesReducer } from './slices/stakingVotes';
import { transferReducer } from './slices/transfer';
import { walletConnectReducer } from './slices/walletConnect';
import { walletsReducer } from './slices/wallets';

export const rootReducer = combineReducers({
  wallets: walletsReducer,
  currency: currencyReducer,
  settings: settingsReducer,
  stakingVotes: stakingVotesReducer,
  news: newsReducer,
  transfer: transferReducer,
  batch: batchReducer,
  exchange: exchangeReducer,
  sellCrypto: sellCryptoReducer,
  auth: authReducer,
  extraData: extraDataReducer,
  walletConnect: walletConnectReducer,
  messaging: messagingReducer,
});

export type RootState = ReturnType<typeof rootReducer>;
