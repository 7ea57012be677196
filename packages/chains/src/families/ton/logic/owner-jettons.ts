/**
 * An owner's jetton balances in one indexer call (GET /api/v3/jetton/wallets?owner_address), read
 * beside the TON balance so that a cold refresh is one round trip instead of get_wallet_address,
 * then the wallet's state and data. A listed wallet counts for a master only when it is the wallet
 * that master names for the owner (get_wallet_address, read at the same time and kept): an indexer
 * lists any contract that calls itself a wallet of that master, and a forged one must not show.
 */
import { Address } from '@ton/core';
import type { TonContext } from './context';
import { jettonBalance, jettonWalletOf } from './jetton';

/** One page; an owner with more jetton wallets than this reads the rest by get-methods. */
export const JETTON_WALLETS_LIMIT = 100;

export interface OwnerJettons {
  /** The listed wallets' balances and masters (raw form), by wallet address (raw form). */
  byWallet: Map<string, { balance: bigint; jetton: string }>;
  /** The whole list fit in the page: a wallet not in it is not deployed (holds 0). */
  complete: boolean;
}

function parsed(what: string, text: string): Address {
  try {
    return Address.parse(text);
  } catch {
    throw new Error(`The indexer listed a jetton wallet with a bad ${what} (${text.slice(0, 80)})`);
  }
}

/** The owner's jetton wallets from the first indexer that answers well (a malformed answer is a fault). */
export function ownerJettons(ctx: TonContext, owner: Address, ownerText: string): Promise<OwnerJettons> {
  return ctx.providers.index('jetton wallets', async (p) => {
    const list = await p.jettonWallets({ owner: ownerText, limit: JETTON_WALLETS_LIMIT });
    const byWallet: OwnerJettons['byWallet'] = new Map();
    for (const w of list) {
      if (!parsed('owner', w.owner).equals(owner))
        throw new Error(`The indexer listed a jetton wallet of another owner (${w.address.slice(0, 80)})`);
      byWallet.set(parsed('address', w.address).toRawString(), {
        balance: BigInt(w.balance),
        jetton: parsed('jetton', w.jetton).toRawString(),
      });
    }
    return { byWallet, complete: list.length < JETTON_WALLETS_LIMIT };
  });
}

/**
 * One jetton's balance: from the listing when it has (or, complete, rules out) the master's wallet
 * for the owner; by get-methods (jetton.ts) when the indexer could not answer or the page was full.
 */
export async function jettonBalanceFrom(
  ctx: TonContext,
  listing: Promise<OwnerJettons | null>,
  master: Address,
  owner: Address,
): Promise<bigint> {
  const [listed, wallet] = await Promise.all([listing, jettonWalletOf(ctx, master, owner)]);
  const entry = listed?.byWallet.get(wallet.toRawString());
  // The master's own wallet listed under another jetton is an indexer fault: the chain decides.
  if (entry && entry.jetton === master.toRawString()) return entry.balance;
  if (listed?.complete && !entry) return 0n;
  return jettonBalance(ctx, master, owner);
}
