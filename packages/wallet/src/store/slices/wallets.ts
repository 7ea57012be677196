/**
 * Wallets state (spec §3): the wallet list, coins, derive addresses, pending transactions.
 * Reducers apply the pure rules of src/rules and throw WalletRuleError with the spec's exact
 * message when refused (the state is then left unchanged).
 */
import type { NetworkName } from '@kestrel/chains';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import * as coins from '../../rules/coins';
import * as derive from '../../rules/deriveAddresses';
import { MESSAGES, WalletRuleError } from '../../rules/messages';
import { addPending, pendingKey, removePending, replacePending } from '../../rules/pendingTransactions';
import { checkWalletLimit, deleteWalletAt, isValidIndex, moveWallet } from '../../rules/walletList';
import { rehydrated, storeCleared } from '../persist/actions';
import type {
  Currency,
  DeriveAddress,
  FailedTransaction,
  NftChainState,
  PendingTransaction,
  Wallet,
  WalletCoin,
  WalletsState,
} from '../types';

export const initialWalletsState: WalletsState = {
  allWallets: [],
  currentWalletIndex: 0,
  pendingTransactions: {},
  masterClientId: '',
  failedTransaction: null,
  backupPromptHidden: {},
};

function current(s: WalletsState): Wallet {
  const w = s.allWallets[s.currentWalletIndex];
  if (!w) throw new WalletRuleError(MESSAGES.walletNotAvailable);
  return w;
}

function at(s: WalletsState, index: unknown): Wallet {
  if (!isValidIndex(index, s.allWallets.length)) throw new WalletRuleError(MESSAGES.walletNotAvailable);
  return s.allWallets[index] as Wallet;
}

function coinById(w: Wallet, coinId: string): WalletCoin {
  const c = w.coins.find((x) => x._id === coinId);
  if (!c) throw new WalletRuleError(MESSAGES.coinIdMissing);
  return c;
}

interface PendingRef {
  chain_name: string;
  symbol: string;
  address: string;
}

/** Public coin data that may be updated (balances, rates, history). Keys and paths are not. */
export type CoinUpdate = Partial<
  Omit<
    WalletCoin,
    '_id' | 'chain_name' | 'address' | 'derivePath' | 'secretRef' | 'deriveAddresses' | 'networkMismatch'
  >
>;

const walletsSlice = createSlice({
  name: 'wallets',
  initialState: initialWalletsState,
  reducers: {
    /** Replace mode makes the new wallet the only one; otherwise it is appended and becomes current. */
    addWallet(s, a: PayloadAction<{ wallet: Wallet; replace?: boolean; maxWallets?: number }>) {
      const { wallet, replace, maxWallets } = a.payload;
      if (replace) {
        s.allWallets = [wallet];
        s.currentWalletIndex = 0;
        return;
      }
      checkWalletLimit(s.allWallets.length, maxWallets);
      s.allWallets.push(wallet);
      s.currentWalletIndex = s.allWallets.length - 1;
    },
    deleteWallet(s, a: PayloadAction<number>) {
      const next = deleteWalletAt(s, a.payload);
      s.allWallets = next.allWallets;
      s.currentWalletIndex = next.currentWalletIndex;
    },
    moveWallet(s, a: PayloadAction<{ index: number; direction: 'up' | 'down' }>) {
      const next = moveWallet(s, a.payload.index, a.payload.direction);
      s.allWallets = next.allWallets;
      s.currentWalletIndex = next.currentWalletIndex;
    },
    selectWallet(s, a: PayloadAction<number>) {
      at(s, a.payload);
      s.currentWalletIndex = a.payload;
    },
    updateWalletName(s, a: PayloadAction<{ index: number; walletName: string }>) {
      const name = a.payload.walletName.trim();
      if (!name) throw new WalletRuleError('The wallet name is empty');
      at(s, a.payload.index).walletName = name;
    },
    setEVMAddressesAdded(s, a: PayloadAction<{ index: number; value: boolean }>) {
      at(s, a.payload.index).isEVMAddressesAdded = a.payload.value;
    },
    markBackedUp(s, a: PayloadAction<string>) {
      const w = s.allWallets.find((x) => x.id === a.payload);
      if (!w) throw new WalletRuleError(MESSAGES.walletNotAvailable);
      w.isBackedup = true;
    },
    setBackupPromptHidden(s, a: PayloadAction<{ walletId: string; hidden: boolean }>) {
      s.backupPromptHidden[a.payload.walletId] = a.payload.hidden;
    },
    selectCoin(s, a: PayloadAction<string>) {
      coins.selectCoin(current(s), a.payload);
    },
    addCoin(s, a: PayloadAction<{ currency: Currency; account?: coins.CoinAccount }>) {
      coins.addCoin(current(s), a.payload.currency, a.payload.account);
    },
    addCoinGroup(s, a: PayloadAction<Currency[]>) {
      coins.addCoinGroup(current(s), a.payload);
    },
    deleteCoin(s, a: PayloadAction<string>) {
      coins.deleteCoin(current(s), a.payload);
    },
    updateCoin(s, a: PayloadAction<{ coinId: string; changes: CoinUpdate }>) {
      Object.assign(coinById(current(s), a.payload.coinId), a.payload.changes);
    },
    /** Updates coins of any wallet (balances, rates, history) in one action; unknown ids are skipped. */
    updateWalletCoins(
      s,
      a: PayloadAction<{ walletId: string; updates: { coinId: string; changes: CoinUpdate }[] }>,
    ) {
      const w = s.allWallets.find((x) => x.id === a.payload.walletId);
      if (!w) throw new WalletRuleError(MESSAGES.walletNotAvailable);
      for (const u of a.payload.updates) {
        const c = w.coins.find((x) => x._id === u.coinId);
        if (c) Object.assign(c, u.changes);
      }
    },
    /** Wallets put on the session's network (flows/networkAccounts.ts); unknown ids are skipped. */
    setNetworkAccounts(
      s,
      a: PayloadAction<{
        network: NetworkName;
        updates: { walletId: string; address?: string; coins?: WalletCoin[] }[];
      }>,
    ) {
      for (const u of a.payload.updates) {
        const w = s.allWallets.find((x) => x.id === u.walletId);
        if (!w) continue;
        if (u.coins) w.coins = u.coins;
        if (u.address !== undefined) w.address = u.address;
        w.addressNetwork = a.payload.network;
      }
    },
    syncCatalogueCoins(s, a: PayloadAction<Currency[]>) {
      coins.syncCatalogueCoins(s.allWallets, a.payload);
    },
    setAdding50MoreAddresses(s, a: PayloadAction<boolean>) {
      current(s).isAdding50MoreAddresses = a.payload;
    },
    setAddMoreAddressPopupHidden(s, a: PayloadAction<boolean>) {
      current(s).isAddMoreAddressPopupHidden = a.payload;
    },
    addDeriveAddresses(s, a: PayloadAction<{ coinId: string; addresses: DeriveAddress[] }>) {
      const w = current(s);
      derive.appendDeriveAddresses(w, coinById(w, a.payload.coinId), a.payload.addresses);
    },
    addCustomDeriveAddress(
      s,
      a: PayloadAction<{ coinId: string; chain_name: string; address: DeriveAddress }>,
    ) {
      const { coinId, chain_name, address } = a.payload;
      if (!address.secretRef || !address.address || !address.derivePath || !chain_name) {
        throw new WalletRuleError('A custom address needs privateKey, address, derivePath and chain');
      }
      const w = current(s);
      const coin = coinById(w, coinId);
      if (coin.chain_name !== chain_name) throw new WalletRuleError(MESSAGES.coinChainNotMatch);
      derive.appendDeriveAddresses(w, coin, [{ ...address, isCustom: true }]);
    },
    removeDeriveAddresses(s, a: PayloadAction<string>) {
      derive.removeDeriveAddresses(coinById(current(s), a.payload));
    },
    deleteDeriveAddress(s, a: PayloadAction<{ coinId: string; address: string }>) {
      derive.deleteDeriveAddress(coinById(current(s), a.payload.coinId), a.payload.address);
    },
    selectDeriveAddress(s, a: PayloadAction<{ coinId: string; chain_name: string; address: string }>) {
      const { coinId, chain_name, address } = a.payload;
      derive.selectDeriveAddress(coinById(current(s), coinId), chain_name, address);
    },
    togglePrivacyMode(s) {
      derive.togglePrivacyMode(current(s));
    },
    resetPrivacyMode(s) {
      derive.resetPrivacyMode(s.allWallets);
    },
    addPendingTransaction(s, a: PayloadAction<PendingRef & { hash: string; date: number }>) {
      const { chain_name, symbol, address, hash, date } = a.payload;
      addPending(s.pendingTransactions, pendingKey(chain_name, symbol, address), { hash, date });
    },
    replacePendingTransaction(
      s,
      a: PayloadAction<PendingRef & { oldHash: string; hash: string; date: number }>,
    ) {
      const { chain_name, symbol, address, oldHash, hash, date } = a.payload;
      replacePending(s.pendingTransactions, pendingKey(chain_name, symbol, address), oldHash, { hash, date });
    },
    removePendingTransaction(s, a: PayloadAction<PendingRef & { hash: string }>) {
      const { chain_name, symbol, address, hash } = a.payload;
      removePending(s.pendingTransactions, pendingKey(chain_name, symbol, address), hash);
    },
    /** Sets the whole pending list of one chain, symbol and address (after a refresh); empty drops it. */
    setPendingTransactions(s, a: PayloadAction<PendingRef & { list: PendingTransaction[] }>) {
      const { chain_name, symbol, address, list } = a.payload;
      const key = pendingKey(chain_name, symbol, address);
      if (list.length) s.pendingTransactions[key] = list;
      else delete s.pendingTransactions[key];
    },
    setFailedTransaction(s, a: PayloadAction<FailedTransaction | null>) {
      s.failedTransaction = a.payload;
    },
    setMasterClientId(s, a: PayloadAction<string>) {
      s.masterClientId = a.payload;
    },
    setSelectedNftChain(s, a: PayloadAction<string>) {
      current(s).selectedNftChain = a.payload;
    },
    setSelectedNft(s, a: PayloadAction<unknown>) {
      current(s).selectedNft = a.payload;
    },
    setNftChainState(s, a: PayloadAction<{ chain_name: string; state: NftChainState }>) {
      current(s).nft[a.payload.chain_name] = a.payload.state;
    },
    setWalletConnectSession(s, a: PayloadAction<{ topic: string; session: unknown; walletData: unknown }>) {
      const w = current(s);
      w.session[a.payload.topic] = a.payload.session;
      w.walletData[a.payload.topic] = a.payload.walletData;
    },
    /** A WalletConnect session ended (disconnected, deleted by the dapp, expired): off every wallet. */
    removeWalletConnectSession(s, a: PayloadAction<string>) {
      for (const w of s.allWallets) {
        delete w.session[a.payload];
        delete w.walletData[a.payload];
      }
    },
  },
  extraReducers: (b) => {
    b.addCase(rehydrated, (s, a) =>
      a.payload.wallets ? { ...initialWalletsState, ...a.payload.wallets } : s,
    );
    b.addCase(storeCleared, () => initialWalletsState);
  },
});

export const walletsActions = walletsSlice.actions;
export const walletsReducer = walletsSlice.reducer;
