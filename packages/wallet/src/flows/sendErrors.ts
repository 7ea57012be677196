/** A failed send mapped to the toasts of spec §8, and the EVM failed-transaction record of §4. */
import { evmHelpers, getChain, type TxIntent } from '@kestrel/chains';
import { walletsActions } from '../store/slices/wallets';
import type { WalletCoin } from '../store/types';
import type { FlowEnv } from './flowEnv';
import { POLKADOT_RECEIVER_CODE, SEND_TOASTS, type FlowToast } from './toasts';
import { errorText } from './walletOf';

/** The toast for a send failure on `chain_name`. */
export async function sendFailureToast(chain_name: string, message: string): Promise<FlowToast> {
  if (message.includes(POLKADOT_RECEIVER_CODE))
    return { kind: 'warning', title: SEND_TOASTS.polkadotWarning, text: SEND_TOASTS.polkadotWarningText };
  if (getChain(chain_name).family === 'evm') {
    const t = (await evmHelpers()).sendErrorToast(message);
    return {
      kind: 'error',
      title: t.title || SEND_TOASTS.somethingWrong,
      ...(t.body ? { text: t.body } : {}),
    };
  }
  if (message.includes('transaction underpriced'))
    return { kind: 'error', title: SEND_TOASTS.feesLow, text: SEND_TOASTS.feesLowText };
  return { kind: 'error', title: SEND_TOASTS.somethingWrong };
}

/** Shows the failure's toast; on EVM chains stores the failed-transaction record. Returns the title. */
export async function reportSendFailure(
  env: FlowEnv,
  coin: WalletCoin,
  intent: TxIntent | null,
  e: unknown,
): Promise<string> {
  const toast = await sendFailureToast(coin.chain_name, errorText(e));
  env.toast(toast);
  if (intent && getChain(coin.chain_name).family === 'evm') {
    const { failedTransactionRecord } = await evmHelpers();
    const contract = intent.asset && intent.asset.kind !== 'native' ? intent.asset.contract : undefined;
    const record = failedTransactionRecord(
      {
        fromAddress: intent.from,
        amount: intent.amount.toString(),
        toAddress: intent.to,
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
      },
      env.now ?? Date.now,
    );
    env.dispatch(walletsActions.setFailedTransaction(record));
  }
  return toast.title;
}
