/**
 * Settings: the wallet's account delegations (EVM: EIP-7702) and their revocation. Each of the
 * wallet's coins on a chain whose family can batch reports its network's batch delegate and what
 * the account delegates to now (read from the chain; an unreadable one says so, never "none").
 * A wallet with no such coin rejects with the spec's 'No ethereum chain found' (app-layer §8).
 * Revoking runs the one send pipeline (Home, progress toast, pending record, confirmation).
 */
import { getChain, loadFamilyOf, type AccountDelegation } from '@kestrel/chains';
import { MESSAGES, WalletRuleError } from '../rules/messages';
import type { WalletCoin } from '../store/types';
import type { FlowEnv } from './flowEnv';
import { recordPending } from './pendingStore';
import { reportSendFailure } from './sendErrors';
import { SEND_STATUS, settleSent, type SendResult } from './settleSent';
import { submitPrepared } from './submitTransfer';
import { SEND_TOASTS } from './toasts';
import { coinOf, errorText, walletOf } from './walletOf';

export const NO_ETHEREUM_CHAIN = 'No ethereum chain found';
/** Our text: the revocation's success toast body. */
export const REVOKED_TEXT = 'The delegation was revoked';

export interface DelegationRow extends Partial<AccountDelegation> {
  coinId: string;
  chain_name: string;
  chainLabel: string;
  address: string;
  /** Why the delegation could not be read (provider down): the row says so instead of "none". */
  error?: string;
}

async function batchCoins(coins: WalletCoin[]): Promise<WalletCoin[]> {
  const out: WalletCoin[] = [];
  const seen = new Set<string>();
  for (const c of coins) {
    if (c.type !== 'coin' || c.isInWallet === false) continue;
    const key = `${c.chain_name}:${c.address.toLowerCase()}`;
    if (seen.has(key)) continue;
    const chain = getChain(c.chain_name);
    if (!(await loadFamilyOf(chain)).presentation(chain).canBatch) continue;
    seen.add(key);
    out.push(c);
  }
  return out;
}

export async function readDelegations(env: FlowEnv, o: { walletId?: string } = {}): Promise<DelegationRow[]> {
  const wallet = walletOf(env.getState(), o.walletId);
  const coins = await batchCoins(wallet.coins);
  if (!coins.length) throw new WalletRuleError(NO_ETHEREUM_CHAIN);
  return Promise.all(
    coins.map(async (c): Promise<DelegationRow> => {
      const row = {
        coinId: c._id,
        chain_name: c.chain_name,
        chainLabel: getChain(c.chain_name).name,
        address: c.address,
      };
      try {
        const adapter = await env.adapters(c.chain_name);
        if (!adapter.accountDelegation) throw new Error(MESSAGES.chainNotSupported);
        return { ...row, ...(await adapter.accountDelegation(c.address)) };
      } catch (e) {
        return { ...row, error: errorText(e) };
      }
    }),
  );
}

/** Revokes the delegation of a coin's account (EVM: type-4 transaction to the zero address). */
export async function revokeDelegation(
  env: FlowEnv,
  input: { walletId?: string; coinId: string },
): Promise<SendResult> {
  const wallet = walletOf(env.getState(), input.walletId);
  const coin = coinOf(wallet, input.coinId);
  const adapter = await env.adapters(coin.chain_name);
  if (!adapter.prepareRevokeDelegation) throw new WalletRuleError(MESSAGES.chainNotSupported);
  let hash: string;
  let entry;
  try {
    const prepared = await adapter.prepareRevokeDelegation(coin.address);
    const sent = await submitPrepared(adapter, prepared, await env.signers(wallet.id, coin));
    if (!sent.hash) throw new Error(SEND_TOASTS.somethingWrong);
    hash = sent.hash;
    entry = sent.entry;
  } catch (e) {
    const error = await reportSendFailure(env, coin, null, e);
    return { status: SEND_STATUS.noTransaction, hash: '', error };
  }
  env.navigate?.('/home');
  env.toast({ kind: 'progress', title: SEND_TOASTS.progress });
  recordPending(env, coin, { hash, date: (env.now ?? Date.now)(), ...(entry ? { entry } : {}) });
  return settleSent(env, adapter, wallet.id, coin, hash, { successText: REVOKED_TEXT });
}
