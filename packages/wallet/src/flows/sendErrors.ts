/**
 * A failed send mapped to the toasts of spec §8 — the one place where the families' typed
 * send-error codes become words — and the failed-transaction record of §4 for the families
 * that keep one.
 */
import { getChain, loadFamilyOf, type SendErrorCode, type TxIntent } from '@kestrel/chains';
import { walletsActions } from '../store/slices/wallets';
import type { FailedTransaction, WalletCoin } from '../store/types';
import type { FlowEnv } from './flowEnv';
import { POLKADOT_RECEIVER_CODE, SEND_TOASTS, type FlowToast } from './toasts';
import { errorText } from './walletOf';

/** The §8 toast of each send-error code. */
export function toastForCode(code: SendErrorCode, message: string): FlowToast {
  switch (code) {
    case 'alreadySent':
      return { kind: 'error', title: SEND_TOASTS.alreadySent };
    case 'feeTooLow':
      return { kind: 'error', title: SEND_TOASTS.feesLow, text: SEND_TOASTS.feesLowText };
    case 'receiverBelowMinimum':
      return { kind: 'warning', title: SEND_TOASTS.polkadotWarning, text: SEND_TOASTS.polkadotWarningText };
    case 'nodeMessage':
      return { kind: 'error', title: message || SEND_TOASTS.somethingWrong };
    default:
      return { kind: 'error', title: SEND_TOASTS.somethingWrong };
  }
}

/** The toast for a send failure on `chain_name`. */
export async function sendFailureToast(chain_name: string, message: string): Promise<FlowToast> {
  // Two §8 rows hold on every chain: the Polkadot receiver code and 'transaction underpriced'.
  if (message.includes(POLKADOT_RECEIVER_CODE)) return toastForCode('receiverBelowMinimum', message);
  if (message.includes('transaction underpriced')) return toastForCode('feeTooLow', message);
  const family = await loadFamilyOf(chain_name);
  return toastForCode(family.sendErrorCode(message), message);
}

/** What a failed send stores (app-layer §4), from the intent that failed. */
export function failedTransactionRecord(
  coin: Pick<WalletCoin, 'chain_name' | 'symbol'>,
  intent: TxIntent,
  now: () => number = Date.now,
): FailedTransaction {
  const contract = intent.asset && intent.asset.kind !== 'native' ? intent.asset.contract : undefined;
  return {
    fromAddress: intent.from,
    amount: intent.amount.toString(),
    toAddress: intent.to,
    timestamp: now(),
    chain_name: coin.chain_name,
    symbol: coin.symbol,
    ...(contract ? { contractAddress: contract } : {}),
    ...(intent.calls
      ? {
          calls: intent.calls.map((c) => ({
            to: c.to,
            amount: c.amount.toString(),
            ...(c.asset?.kind === 'token' ? { contractAddress: c.asset.contract } : {}),
          })),
        }
      : {}),
  };
}

/** Shows the failure's toast; where the family keeps one, stores the failed-transaction record. Returns the title. */
export async function reportSendFailure(
  env: FlowEnv,
  coin: WalletCoin,
  intent: TxIntent | null,
  e: unknown,
): Promise<string> {
  const toast = await sendFailureToast(coin.chain_name, errorText(e));
  env.toast(toast);
  const family = await loadFamilyOf(coin.chain_name);
  if (intent && family.presentation(getChain(coin.chain_name)).recordsFailedSends)
    env.dispatch(
      walletsActions.setFailedTransaction(failedTransactionRecord(coin, intent, env.now ?? Date.now)),
    );
  return toast.title;
}
