/**
 * Batch send (spec §4 Batch): the wallet's batch lines for one chain and address sent as one
 * EIP-7702 transaction through the send flow, then that chain and address's batch is cleared.
 * A batch that delegates the account anew needs the person's consent to the delegate contract;
 * the send flow's batch fee check refuses a batch whose native amounts and fee exceed the balance.
 */
import { MESSAGES, WalletRuleError } from '../rules/messages';
import { checkDelegationConsent } from './batchChecks';
import { batchActions } from '../store/slices/batch';
import type { FlowEnv } from './flowEnv';
import { sendTransfer } from './sendTransfer';
import { SEND_STATUS, type SendResult } from './settleSent';
import type { TransferCall } from './transferIntent';
import { walletOf } from './walletOf';

export interface SendBatchInput {
  walletId?: string;
  chain_name: string;
  address: string;
  /**
   * The batch delegate the person consented to (its address), when the batch delegates the
   * account anew: without it such a batch is refused with DelegationConsentError.
   */
  delegationConsent?: string;
}

export async function sendBatch(env: FlowEnv, input: SendBatchInput): Promise<SendResult> {
  const state = env.getState();
  const wallet = walletOf(state, input.walletId);
  const items = (state.batch.transactions[wallet.id] ?? []).filter(
    (i) => i.chain_name === input.chain_name && i.coinInfo.address === input.address,
  );
  const coin = wallet.coins.find(
    (c) => c.chain_name === input.chain_name && c.type === 'coin' && c.address === input.address,
  );
  if (!items.length) throw new WalletRuleError('The batch has no transactions for this chain and address');
  if (!coin) throw new WalletRuleError(MESSAGES.coinNotFound);
  const calls = items.map((i): TransferCall => {
    const to = i.transferData.toAddress;
    if (!to) throw new WalletRuleError('A batch transaction has no receiver');
    const token = i.coinInfo.type === 'token' ? i.coinInfo.contractAddress : undefined;
    return { to, amount: i.transferData.amount, ...(token ? { contractAddress: token } : {}) };
  });
  // Consent before anything is signed: what the account delegates to now, read from the chain.
  const adapter = await env.adapters(coin.chain_name);
  if (adapter.accountDelegation)
    checkDelegationConsent(await adapter.accountDelegation(coin.address), input.delegationConsent);
  const result = await sendTransfer(env, { walletId: wallet.id, coinId: coin._id, kind: 'batch', calls });
  if (result.status !== SEND_STATUS.noTransaction)
    env.dispatch(
      batchActions.clearByChainAndAddress({
        walletId: wallet.id,
        chain_name: input.chain_name,
        address: input.address,
      }),
    );
  return result;
}
