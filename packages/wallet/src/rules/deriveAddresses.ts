/** "Derive addresses": add the next batch, remove, delete one, select one. */
import { getChain, isChainName } from '@kestrel/chains';
import type { DeriveAddress, Wallet, WalletCoin } from '../store/types';
import { MESSAGES, WalletRuleError } from './messages';

/** Chains with a derive template (EVM family, Solana, Tron, UTXO…): others get 'Unsupported chain'. */
export function checkDeriveSupported(chain_name: string): void {
  if (!isChainName(chain_name) || !getChain(chain_name).deriveTemplate) {
    throw new WalletRuleError(MESSAGES.unsupportedChain);
  }
}

/** EVM, Solana and Tron set the wallet's isEVMAddressesAdded flag (spec §4). */
export function setsEvmAddressesFlag(chain_name: string): boolean {
  return isChainName(chain_name) && getChain(chain_name).setsEvmAddressesFlag === true;
}

function firstAddressOf(coin: WalletCoin): DeriveAddress {
  return (
    coin.deriveAddresses?.[0] ?? {
      address: coin.address,
      derivePath: coin.derivePath ?? '',
      isCustom: false,
      ...(coin.secretRef ? { secretRef: coin.secretRef } : {}),
      ...(coin.networkMismatch ? { networkMismatch: coin.networkMismatch } : {}),
    }
  );
}

function activate(coin: WalletCoin, a: DeriveAddress): void {
  coin.address = a.address;
  coin.derivePath = a.derivePath || undefined;
  if (a.secretRef) coin.secretRef = a.secretRef;
  else delete coin.secretRef;
  if (a.networkMismatch) coin.networkMismatch = a.networkMismatch;
  else delete coin.networkMismatch;
  if (!coin.derivePath) delete coin.derivePath;
}

/** Appends derived addresses (skipping ones already listed) after the coin's first address. */
export function appendDeriveAddresses(
  wallet: Wallet,
  coin: WalletCoin,
  added: readonly DeriveAddress[],
): void {
  checkDeriveSupported(coin.chain_name);
  const list = coin.deriveAddresses?.slice() ?? [firstAddressOf(coin)];
  for (const a of added) if (!list.some((x) => x.address === a.address)) list.push({ ...a });
  coin.deriveAddresses = list;
  if (setsEvmAddressesFlag(coin.chain_name)) wallet.isEVMAddressesAdded = true;
  wallet.isAdding50MoreAddresses = false;
}

/** Keeps the first and custom addresses (null if one or fewer remain); the first becomes active. */
export function removeDeriveAddresses(coin: WalletCoin): void {
  const list = coin.deriveAddresses ?? [];
  const first = list[0] ?? firstAddressOf(coin);
  const kept = list.filter((a, i) => i === 0 || a.isCustom);
  coin.deriveAddresses = kept.length <= 1 ? null : kept;
  activate(coin, first);
}

export function deleteDeriveAddress(coin: WalletCoin, address: string): void {
  const list = coin.deriveAddresses ?? [];
  const i = list.findIndex((a) => a.address === address);
  if (i < 0) throw new WalletRuleError(MESSAGES.idNotFound);
  if (list.length <= 1) throw new WalletRuleError(MESSAGES.lastDeriveAddress);
  list.splice(i, 1);
  if (coin.address === address) activate(coin, list[0] as DeriveAddress);
}

/** Switches the coin's active address and its key (path or vault entry). */
export function selectDeriveAddress(coin: WalletCoin, chain_name: string, address: string): void {
  if (!chain_name || !address || coin.chain_name !== chain_name)
    throw new WalletRuleError(MESSAGES.idNotFound);
  const a = (coin.deriveAddresses ?? []).find((x) => x.address === address);
  if (!a) throw new WalletRuleError(MESSAGES.idNotFound);
  activate(coin, a);
}

/** Privacy mode toggles per wallet. */
export function togglePrivacyMode(wallet: Wallet): void {
  wallet.privacyMode = !wallet.privacyMode;
}

/** Resetting puts privacy-mode wallets back on each coin's first derived address. */
export function resetPrivacyMode(wallets: Wallet[]): void {
  for (const w of wallets) {
    if (!w.privacyMode) continue;
    for (const coin of w.coins)
      if (coin.deriveAddresses?.length) activate(coin, coin.deriveAddresses[0] as DeriveAddress);
  }
}
