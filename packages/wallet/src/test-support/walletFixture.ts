/** Builds plain wallets for reducer tests (public data only; addresses are placeholders). */
import { createWalletCoin } from '../rules/coins';
import type { Currency, Wallet } from '../store/types';

export function currency(chain_name: string, symbol: string, extra: Partial<Currency> = {}): Currency {
  return {
    _id: `${chain_name}:${symbol}`,
    chain_name,
    chain_symbol: symbol,
    symbol,
    name: symbol,
    type: 'coin',
    decimal: 18,
    status: true,
    ...extra,
  };
}

export function token(chain_name: string, symbol: string, contractAddress: string): Currency {
  return currency(chain_name, symbol, {
    _id: `${chain_name}:${contractAddress}`,
    type: 'token',
    contractAddress,
    chain_symbol: 'ETH',
  });
}

export function wallet(id: string, over: Partial<Wallet> = {}): Wallet {
  return {
    id,
    walletName: id,
    clientId: `c-${id}`,
    coins: [
      createWalletCoin(currency('ethereum', 'ETH'), {
        address: `0xeth-${id}`,
        publicKey: 'pk',
        derivePath: "m/44'/60'/0'/0/0",
      }),
      createWalletCoin(currency('bitcoin', 'BTC'), {
        address: `bc1-${id}`,
        publicKey: 'pk',
        derivePath: "m/84'/0'/0'/0/0",
      }),
      createWalletCoin(currency('cardano', 'ADA'), {
        address: `addr-${id}`,
        publicKey: 'pk',
        derivePath: "m/1852'/1815'/0'/0/0",
      }),
    ],
    secretRef: `s-${id}`,
    isBackedup: false,
    isImportWalletWithPrivateKey: false,
    address: `0xeth-${id}`,
    chain_name: 'ethereum',
    isEVMAddressesAdded: false,
    updateTimestamp: 0,
    selectedCoin: null,
    selectedNftChain: 'ethereum',
    selectedNft: null,
    nft: {},
    session: {},
    walletData: {},
    privacyMode: false,
    isAddMoreAddressPopupHidden: false,
    isAdding50MoreAddresses: false,
    ...over,
  };
}
