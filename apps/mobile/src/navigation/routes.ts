/**
 * The mobile shell's route names, their params and their paths. The paths are the spec's routes
 * (app-layer §2: /home, /home/transactions, ...), the same as the browser shell's, so the wallet
 * flows' `navigate('/home/transactions')` (through the platform port) lands on the same screen in
 * both shells, and the web build's address bar shows them.
 */
import type { NavigatorScreenParams } from '@react-navigation/native';

/** The `Sidebar` drawer: its screens are the drawer's entries. */
export type SidebarParamList = {
  Home: undefined;
  Settings: undefined;
};

/** The root stack: the drawer, then every screen pushed over it. */
export type RootStackParamList = {
  Welcome: undefined;
  CreateWallet: undefined;
  ImportWallet: undefined;
  Unlock: undefined;
  Sidebar: NavigatorScreenParams<SidebarParamList> | undefined;
  Catalogue: undefined;
  /** The coin to show (the Coin screen passes it); without it, the wallet's first coin. */
  TransactionList: { coinId?: string } | undefined;
  Coin: { coinId: string };
  Send: { coinId: string };
  Receive: { coinId: string };
  Batch: undefined;
  Nfts: undefined;
  Exchange: undefined;
  Sell: undefined;
  Staking: { coinId: string };
  Votes: { coinId: string };
  ChangePassword: undefined;
  Secrets: undefined;
  AddressBook: undefined;
  Delegation: undefined;
  Providers: undefined;
  WalletConnect: undefined;
  Chats: undefined;
  /** One conversation, by its topic. */
  Chat: { topic: string };
};

export type RouteName = keyof RootStackParamList;

/** Path of each route (React Navigation's linking config; `:coinId` is a param). */
export const ROUTE_PATHS = {
  Welcome: 'welcome',
  CreateWallet: 'create',
  ImportWallet: 'import',
  Unlock: 'unlock',
  Sidebar: { screens: { Home: 'home', Settings: 'settings' } },
  Catalogue: 'home/catalogue',
  TransactionList: 'home/transactions',
  Coin: 'home/coin/:coinId',
  Send: 'home/send/:coinId',
  Receive: 'home/receive/:coinId',
  Batch: 'home/batch',
  Nfts: 'home/nfts',
  Exchange: 'home/exchange',
  Sell: 'home/sell',
  Staking: 'home/staking/:coinId',
  Votes: 'home/votes/:coinId',
  ChangePassword: 'settings/password',
  Secrets: 'settings/secrets',
  AddressBook: 'settings/address-book',
  Delegation: 'settings/delegation',
  Providers: 'settings/providers',
  WalletConnect: 'home/walletconnect',
  Chats: 'home/chats',
  Chat: 'home/chats/:topic',
} as const satisfies Record<RouteName, string | { screens: Record<keyof SidebarParamList, string> }>;

declare global {
  // Typed `useNavigation()` everywhere (React Navigation's documented way).
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace ReactNavigation {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface RootParamList extends RootStackParamList {}
  }
}
