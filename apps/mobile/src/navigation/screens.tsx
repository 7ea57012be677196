/**
 * The screens registry: which component each stack route shows, and its title. A screen's module
 * is loaded on demand (its own chunk), so the first screen carries only what it needs. To add a
 * screen: name it in routes.ts (name, params, path), then give it a line here.
 */
import { lazy, type ComponentType } from 'react';
import type { RouteName, SidebarParamList } from './routes';

export interface ScreenEntry {
  component: ComponentType;
  title: string;
}

/** A screen module's default export, loaded when the route is first shown. */
const load = (importer: () => Promise<{ default: ComponentType }>): ComponentType => lazy(importer);

/** Before a session exists or while it is locked. */
export const ENTRY_SCREENS = {
  Welcome: { component: load(() => import('../screens/onboarding/Welcome')), title: 'Welcome' },
  CreateWallet: {
    component: load(() => import('../screens/onboarding/CreateWallet')),
    title: 'Create a wallet',
  },
  ImportWallet: {
    component: load(() => import('../screens/onboarding/ImportWallet')),
    title: 'Import a wallet',
  },
  Unlock: { component: load(() => import('../screens/unlock/Unlock')), title: 'Unlock' },
} satisfies Partial<Record<RouteName, ScreenEntry>>;

/** The `Sidebar` drawer's entries. */
export const SIDEBAR_SCREENS = {
  Home: { component: load(() => import('../screens/home/Home')), title: 'Home' },
  Settings: { component: load(() => import('../screens/settings/Settings')), title: 'Settings' },
} satisfies Record<keyof SidebarParamList, ScreenEntry>;

/** Stack screens pushed over the drawer while the wallet is unlocked. */
export const STACK_SCREENS = {
  Catalogue: { component: load(() => import('../screens/catalogue/Catalogue')), title: 'Manage coins' },
  TransactionList: {
    component: load(() => import('../screens/transactions/TransactionListScreen')),
    title: 'Transactions',
  },
  Coin: { component: load(() => import('../screens/coin/CoinScreen')), title: 'Coin' },
  Send: { component: load(() => import('../screens/send/SendScreen')), title: 'Send' },
  Receive: { component: load(() => import('../screens/receive/ReceiveScreen')), title: 'Receive' },
  Batch: { component: load(() => import('../screens/batch/BatchScreen')), title: 'Batch' },
  Nfts: { component: load(() => import('../screens/nfts/NftsScreen')), title: 'NFTs' },
  Exchange: { component: load(() => import('../screens/trade/ExchangeScreen')), title: 'Exchange' },
  Sell: { component: load(() => import('../screens/trade/SellScreen')), title: 'Sell crypto' },
  Staking: { component: load(() => import('../screens/staking/StakingScreen')), title: 'Staking' },
  Votes: { component: load(() => import('../screens/votes/VotesScreen')), title: 'Resources & votes' },
  ChangePassword: {
    component: load(() => import('../screens/security/ChangePasswordScreen')),
    title: 'Change password',
  },
  Secrets: { component: load(() => import('../screens/security/SecretsScreen')), title: 'Phrase and keys' },
  AddressBook: {
    component: load(() => import('../screens/security/AddressBookScreen')),
    title: 'Address book',
  },
  Delegation: {
    component: load(() => import('../screens/security/DelegationScreen')),
    title: 'Batch delegation',
  },
  Providers: { component: load(() => import('../screens/connect/ProvidersScreen')), title: 'Providers' },
  WalletConnect: {
    component: load(() => import('../screens/connect/WalletConnectScreen')),
    title: 'WalletConnect',
  },
  Chats: { component: load(() => import('../screens/chats/ChatsScreen')), title: 'Chats' },
  Chat: { component: load(() => import('../screens/chats/ChatScreen')), title: 'Conversation' },
} satisfies Partial<Record<RouteName, ScreenEntry>>;
