/**
 * "Add to batch" on the send review: the reviewed transfer becomes a line of the wallet's batch
 * (spec §3/§4 Batch), with the amount the review showed.
 */
import type { BatchItem, PreparedTransfer } from '@kestrel/wallet';
import { errorText, storedCoin, type SendCoinView, type TransferKit } from './transfer';

export type BatchAddOutcome = { ok: true } | { ok: false; title: string; message?: string };

/**
 * Appends the reviewed transfer to the wallet's batch (the slice raises the pending amount
 * and refuses duplicates and the 980 limit with its toast texts), then saves the vault.
 * The id is the coin, receiver and amount, so the same send added twice is a duplicate.
 */
export async function addReviewedToBatch(
  kit: TransferKit,
  coin: SendCoinView,
  reviewed: PreparedTransfer,
  save: () => Promise<void>,
): Promise<BatchAddOutcome> {
  const { env, mod } = kit;
  const state = env.getState();
  const wallet = state.wallets.allWallets[state.wallets.currentWalletIndex];
  const c = storedCoin(kit, coin._id);
  if (!wallet || !c) return { ok: false, title: mod.MESSAGES.coinNotFound };
  const amount = reviewed.amount.toString();
  const toAddress = reviewed.intent.to;
  const fiatAmount = coin.currencyRate ? mod.fiatValue(amount, coin.decimal, coin.currencyRate) : null;
  const item: BatchItem = {
    transactionId: `${c._id}:${toAddress.toLowerCase()}:${amount}`,
    transferData: { amount, toAddress, ...(fiatAmount ? { fiatAmount } : {}) },
    coinInfo: {
      _id: c._id,
      chain_name: c.chain_name,
      chain_display_name: coin.chainLabel,
      chain_symbol: c.chain_symbol,
      type: c.type,
      name: c.name,
      symbol: c.symbol,
      decimal: c.decimal,
      address: c.address,
      ...(c.contractAddress ? { contractAddress: c.contractAddress } : {}),
      ...(c.currencyRate ? { currencyRate: c.currencyRate } : {}),
      ...(c.totalBalance !== undefined ? { totalBalance: c.totalBalance } : {}),
    },
    chain_name: c.chain_name,
    wallet_id: wallet.id,
  };
  try {
    env.dispatch(mod.batchActions.addTransaction(item));
  } catch (e) {
    if (e instanceof mod.ToastError)
      return { ok: false, title: e.toast.title, ...(e.toast.message ? { message: e.toast.message } : {}) };
    return { ok: false, title: errorText(e) };
  }
  await save();
  return { ok: true };
}
