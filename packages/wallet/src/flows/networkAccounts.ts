/**
 * Puts every wallet's coins on the session's network at unlock: phrase wallets re-derive at the
 * stored path moved to the network's coin type, private keys are imported for the network, and a
 * key bound to another network (a mainnet WIF on devnet) marks its coin `networkMismatch`.
 * Only wallets whose `addressNetwork` is not the session's are recomputed (only their
 * network-dependent chains, each key and path once); the persisted addresses are those of the
 * network named by `addressNetwork`. The families of the wallets' chains must be loaded (unlock
 * does it).
 */
import {
  deriveAccount,
  FamilyNotLoadedError,
  getChain,
  importPrivateKey,
  KeyInputError,
  pathOnNetwork,
  type Account,
} from '@kestrel/chains';
import {
  hasNetworkDependentCoins,
  walletOnNetwork,
  withoutReadings,
  type KeyAt,
  type KeyOnNetwork,
  type ResolveKey,
} from '../rules/networkAccounts';
import { walletsActions } from '../store/slices/wallets';
import type { Wallet, WalletCoin } from '../store/types';
import { VaultError } from '../vault/errors';
import type { WalletSession } from './session';

function publicPart(a: Account): KeyOnNetwork {
  return {
    account: {
      address: a.address,
      publicKey: a.publicKey,
      ...(a.extendedPublicKey ? { extendedPublicKey: a.extendedPublicKey } : {}),
      ...(a.path ? { derivePath: a.path } : {}),
    },
  };
}

/** The reason shown for a key that cannot serve the network (never the key itself). */
function mismatchReason(session: WalletSession, chain_name: string, e: unknown): string {
  const label = getChain(chain_name).name;
  const why = e instanceof KeyInputError ? e.message : 'the key cannot be read for this network';
  return `${label} is not available on ${session.network} with this key: ${why}`;
}

/** Resolves the keys of one wallet on the session's network; each key and path once. */
function keyResolver(session: WalletSession, wallet: Wallet): ResolveKey {
  const memo = new Map<string, KeyOnNetwork>();
  return (chain_name: string, at: KeyAt): KeyOnNetwork => {
    const byKey = at.secretRef !== undefined || wallet.isImportWalletWithPrivateKey;
    const ref = at.secretRef ?? wallet.secretRef;
    const path = byKey ? '' : pathOnNetwork(chain_name, at.derivePath, session.network);
    const memoKey = `${chain_name}\n${ref}\n${path}`;
    const known = memo.get(memoKey);
    if (known) return known;
    let r: KeyOnNetwork;
    try {
      if (byKey) {
        const entry = session.vault.getSecret(ref);
        if (entry.kind !== 'privateKey') throw new VaultError('The key of this address is not a private key');
        r = publicPart(importPrivateKey(chain_name, entry.privateKey, session.network));
      } else {
        const seed = session.seedFor(ref);
        r = publicPart(deriveAccount(chain_name, seed, { path, network: session.network }));
      }
    } catch (e) {
      if (e instanceof VaultError) throw e; // no key at all: the caller leaves the wallet alone
      // Not the key's fault: the session loads the families first (ensureChains), so this is a bug.
      if (e instanceof FamilyNotLoadedError) throw e;
      r = { mismatch: mismatchReason(session, chain_name, e) };
    }
    memo.set(memoKey, r);
    return r;
  };
}

/**
 * Puts every wallet not yet on the session's network on it, in one dispatch, and marks it with
 * `addressNetwork` so that the next unlock on the same network has nothing to do. A wallet whose
 * key is missing from the vault is left as it is (signing reports the missing key).
 */
export function alignWalletsToNetwork(session: WalletSession): number {
  const network = session.network;
  const updates: { walletId: string; address?: string; coins?: WalletCoin[] }[] = [];
  for (const wallet of session.store.getState().wallets.allWallets) {
    if (wallet.addressNetwork === network) continue;
    let next: Wallet = wallet;
    if (hasNetworkDependentCoins(wallet)) {
      try {
        next = walletOnNetwork(wallet, keyResolver(session, wallet));
      } catch (e) {
        if (e instanceof VaultError) continue;
        throw e;
      }
    }
    // Coming from another network, even an unchanged address (EVM) read another chain's balance.
    if (wallet.addressNetwork !== undefined) {
      const coins = next.coins.map(withoutReadings);
      if (coins.some((c, i) => c !== next.coins[i])) next = { ...next, coins };
    }
    updates.push(
      next === wallet
        ? { walletId: wallet.id }
        : { walletId: wallet.id, address: next.address, coins: next.coins },
    );
  }
  if (updates.length) session.store.dispatch(walletsActions.setNetworkAccounts({ network, updates }));
  return updates.filter((u) => u.coins).length;
}
