/**
 * Prepared Cardano transfers (the review's data): the sender's UTXOs, the protocol parameters'
 * fee and min-ADA, and a ttl from the tip are fixed here, so the build signs exactly the body
 * that was reviewed. Max rule (spec §4) when the balance cannot cover amount plus fee; spec §5
 * texts when there is no sender, no UTXO, or not even the fee. A native asset send pays the token
 * with its output's min-ADA (counted in the fee); no max rule for tokens.
 */
import type { PreparedTransfer, PrepareOptions, TxIntent } from '../../../adapter-types';
import { UnsupportedOperationError } from '../../../adapter-types';
import { checkAddress } from './address-key';
import type { CardanoContext } from './context';
import type { CardanoPrepared } from './payload';
import { parseUnit } from './assets';
import { planWithSelection } from './select';
import { NO_SENDER, TTL_SLOTS } from './rules';

export async function prepareTransfer(
  ctx: CardanoContext,
  intent: TxIntent,
  o: PrepareOptions = {},
): Promise<PreparedTransfer> {
  if (intent.asset?.kind === 'nft') throw new UnsupportedOperationError(ctx.chain.chain_name, 'An NFT send');
  const token = intent.asset?.kind === 'token' ? parseUnit(intent.asset.contract) : undefined;
  if (!intent.from) throw new Error(NO_SENDER);
  const from = checkAddress(intent.from, ctx.network, 'Invalid sender address');
  const to = checkAddress(intent.to, ctx.network, 'Invalid custom address');
  if (intent.amount <= 0n) throw new Error('The amount must be greater than zero');
  if (o.price !== undefined && o.price !== 1n)
    throw new UnsupportedOperationError(ctx.chain.chain_name, 'A custom fee price');
  const [raw, params, tip] = await Promise.all([
    ctx.client.address(from),
    ctx.client.parameters(),
    ctx.client.tip(),
  ]);
  // The fewest UTXOs that pay with change (select.ts); the native assets they hold and the send
  // does not take return in the change.
  const utxos = raw.utxos.map((u) => ({
    txHash: u.tx_hash.toLowerCase(),
    index: u.output_index,
    lovelace: u.amount,
    ...(u.assets?.length
      ? { assets: Object.fromEntries(u.assets.map((a): [string, bigint] => [a.unit, a.quantity])) }
      : {}),
  }));
  const plan = planWithSelection({
    from,
    to,
    amount: intent.amount,
    utxos,
    params: {
      minFeeA: params.min_fee_a,
      minFeeB: params.min_fee_b,
      coinsPerUtxoByte: params.coins_per_utxo_size,
    },
    ttl: BigInt(tip.slot) + TTL_SLOTS,
    allowMax: !token,
    ...(token ? { token } : {}),
  });
  const spent = new Set(plan.body.inputs.map((i) => `${i.txHash}#${i.index}`));
  const payload: CardanoPrepared = { body: plan.body, ...(token ? { token, deposit: plan.deposit } : {}) };
  return {
    chain_name: ctx.chain.chain_name,
    intent: { ...intent, from, to, amount: plan.amount },
    requestedAmount: intent.amount,
    amount: plan.amount,
    // A token send's fee counts the lovelace that travel with the token (its output's min-ADA).
    fee: plan.fee + plan.deposit,
    isMax: plan.isMax,
    available: token ? utxos.reduce((n, u) => n + (u.assets?.[token] ?? 0n), 0n) : plan.available,
    // The protocol parameters set the fee: one price, nothing to choose.
    options: [
      { title: 'Normal', price: 1n },
      { title: 'Recommended', price: 1n },
    ],
    price: 1n,
    view: {
      estimateGas: null,
      maxPriorityFeePerGas: null,
      nonce: null,
      l1Fees: null,
      selectedUTXOs: utxos
        .filter((u) => spent.has(`${u.txHash}#${u.index}`))
        .map((u) => ({
          txid: u.txHash,
          vout: u.index,
          value: u.lovelace.toString(),
          address: from,
        })),
    },
    payload,
  };
}

export function repriceTransfer(
  ctx: CardanoContext,
  prepared: PreparedTransfer,
  price: bigint,
): PreparedTransfer {
  if (price !== prepared.price)
    throw new UnsupportedOperationError(ctx.chain.chain_name, 'A custom fee price');
  return prepared;
}
