/** @kestrel/wallet: the application layer (no React). Node-only file storage is in './node'. */
export * from './store/types';
export * from './store/store';
export * from './store/rootReducer';
export * from './store/selectors';
export * from './store/persist/actions';
export * from './store/persist/migrations';
export * from './store/persist/persistedState';
export * from './store/slices/wallets';
export * from './store/slices/currency';
export * from './store/slices/settings';
export * from './store/slices/stakingVotes';
export * from './store/slices/news';
export * from './store/slices/transfer';
export * from './store/slices/batch';
export * from './store/slices/exchange';
export * from './store/slices/sellCrypto';
export * from './store/slices/auth';
export * from './store/slices/extraData';
export * from './store/slices/walletConnect';
export * from './walletconnect/index';
export * from './store/slices/messaging';

export * from './rules/messages';
export * from './rules/constants';
export * from './rules/walletList';
export * as coinRules from './rules/coins';
export {
  duplicateTokenToast,
  findCurrencyInWallet,
  isGroupCoinsAdded,
  isInWallet,
  sameCurrency,
  type CoinAccount,
} from './rules/coins';
export * from './rules/deriveAddresses';
export * from './rules/pendingTransactions';
export * from './rules/votes';
export * from './rules/batch';
export * from './rules/maxAmount';
export * from './rules/messaging';
export * from './rules/format';
export * from './rules/settings';
export * from './rules/exchange';
export * from './rules/recipientWarnings';

export * from './vault/errors';
export * from './vault/kdf';
export * from './vault/storage';
export * from './vault/indexedDbStorage';
export * from './vault/vault';
export type { SecretEntry } from './vault/keyring';

export * from './flows/autoLock';
export * from './flows/session';
export * from './flows/createWallet';
export * from './flows/ensureChains';
export * from './flows/manageWallets';
export * from './flows/coins';
export * from './flows/nativeCurrency';
export { pruneSecrets } from './flows/pruneSecrets';
export { persistableState, rehydrateStore } from './flows/rehydrate';
export * from './flows/toasts';
export * from './providers/index';
export * from './addressBook/index';
export * from './flows/coinSync';
export * from './flows/flowEnv';
export * from './flows/fiat';
export * from './flows/transferIntent';
export * from './flows/signers';
export * from './flows/sessionFlowEnv';
export * from './flows/refreshBalances';
export * from './flows/receiveAddress';
export * from './flows/recipientChecks';
export * from './flows/loadHistory';
export * from './flows/estimateTransferFee';
export * from './flows/settleSent';
export * from './flows/sendErrors';
export * from './flows/sendTransfer';
export * from './flows/updatePendingTransaction';
export * from './flows/sendBatch';
export * from './flows/exchange';
export * from './flows/sellCrypto';
export * from './rules/exchangeNetworks';
export * from './flows/nfts';
export * from './flows/batchChecks';
export * from './flows/delegation';
export * from './flows/devnetConfig';
export * from './flows/submitTransfer';
export * from './flows/transferDraft';
export * from './flows/memorySession';
export * from './services/index';
export * from './chains';
export * from './flows/staking';
export * from './flows/stakingResources';
export * from './messaging/index';
