/**
 * The review's recipient warnings for a coin's send: gathers what the wallet knows on the coin's
 * chain (every wallet's addresses, the loaded history's counterparties, the address book's entries)
 * and asks the chain whether the recipient is a contract where the adapter can tell
 * (`adapter.isContract`, EVM). A failed contract check is no warning: the review stays usable.
 */
import type { HistoryRow } from '@kestrel/chains';
import { recipientWarnings, type RecipientWarning } from '../rules/recipientWarnings';
import type { RootState } from '../store/rootReducer';
import type { FlowEnv } from './flowEnv';
import { coinOf, walletOf } from './walletOf';

/** Every address the person's wallets hold on `chainName` (active and derived). */
export function ownAddressesOn(state: RootState, chainName: string): string[] {
  const out = new Set<string>();
  for (const w of state.wallets.allWallets)
    for (const c of w.coins) {
      if (c.chain_name !== chainName || c.networkMismatch) continue;
      if (c.address) out.add(c.address);
      for (const d of c.deriveAddresses ?? []) out.add(d.address);
    }
  return [...out];
}

/** The counterparties of the history rows loaded for coins on `chainName`. */
export function historyAddressesOn(state: RootState, chainName: string): string[] {
  const out = new Set<string>();
  for (const w of state.wallets.allWallets)
    for (const c of w.coins) {
      if (c.chain_name !== chainName) continue;
      for (const row of (c.transactions ?? []) as Partial<HistoryRow>[]) {
        if (typeof row.from === 'string' && row.from) out.add(row.from);
        if (typeof row.to === 'string' && row.to) out.add(row.to);
      }
    }
  return [...out];
}

export async function recipientChecks(
  env: FlowEnv,
  o: { coinId: string; walletId?: string; recipient: string; contacts?: readonly string[] },
): Promise<RecipientWarning[]> {
  const state = env.getState();
  const coin = coinOf(walletOf(state, o.walletId), o.coinId);
  const recipient = o.recipient.trim();
  const plainTransfer = coin.type === 'coin';
  let isContract: boolean | undefined;
  if (plainTransfer && recipient) {
    const adapter = await env.adapters(coin.chain_name);
    isContract = await adapter.isContract?.(recipient).catch(() => undefined);
  }
  return recipientWarnings({
    recipient,
    sender: coin.address,
    ownAddresses: ownAddressesOn(state, coin.chain_name),
    historyAddresses: [...historyAddressesOn(state, coin.chain_name), ...(o.contacts ?? [])],
    plainTransfer,
    ...(isContract === undefined ? {} : { isContract }),
  });
}
