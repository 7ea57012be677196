/**
 * Prepared XRP payments, filled as xrpl.js's autofill fills them (spec §7): the sequence from
 * account_info on the open ledger, LastLedgerSequence 20 ledgers ahead, the fee from server_info.
 * The max rule (spec §4) counts the available balance: what the ledger does not keep locked as
 * the account's reserve. Spec §5: a receiver not yet on the ledger needs at least the minimum.
 * Repricing settles again from what was read, with no I/O: a new fee is a new review.
 */
import type { PreparedTransfer, PrepareOptions, TxIntent } from '../../../adapter-types';
import { applyMaxRule } from '../../../max-rule';
import { validateRippleAddress } from './address';
import type { RippleContext } from './context';
import { checkFee, feeOptions, feeRates, reserves } from './fees';
import type { RipplePayment, RipplePrepared } from './payload';
import { ripplePrepared } from './payload';
import { destinationTag, LEDGER_OFFSET, minimumBalanceMessage } from './rules';

function address(text: string, what: string): string {
  const check = validateRippleAddress(text);
  if (!check.valid) throw new Error(`Invalid ${what} address: ${check.reason}`);
  return check.normalized;
}

/** The review's figures and the payment at fee `price`. */
function settle(base: PreparedTransfer, state: RipplePrepared, price: bigint): PreparedTransfer {
  const available = state.balance > state.reserve ? state.balance - state.reserve : 0n;
  const { amount, isMax } = applyMaxRule(base.requestedAmount, price, available);
  if (!state.destinationExists && amount < state.minimum)
    throw new Error(minimumBalanceMessage(state.minimum));
  const { from, to } = base.intent;
  const tx: RipplePayment | null =
    amount > 0n && state.sequence !== null
      ? {
          TransactionType: 'Payment',
          Account: from,
          Destination: to,
          Amount: amount.toString(),
          Fee: price.toString(),
          Sequence: state.sequence,
          LastLedgerSequence: state.lastLedgerSequence,
          Flags: 0,
          ...(state.destinationTag !== undefined ? { DestinationTag: state.destinationTag } : {}),
        }
      : null;
  return {
    ...base,
    intent: { ...base.intent, amount },
    amount,
    fee: price,
    isMax,
    available,
    price,
    view: { ...base.view, nonce: state.sequence },
    payload: { ...state, tx } satisfies RipplePrepared,
  };
}

export async function prepareTransfer(
  ctx: RippleContext,
  intent: TxIntent,
  o: PrepareOptions = {},
): Promise<PreparedTransfer> {
  const from = address(intent.from, 'sender');
  const to = address(intent.to, 'custom');
  if (intent.amount < 0n) throw new Error('The amount must not be negative');
  // The ledger refuses a payment to oneself (temREDUNDANT): say so before anything is signed.
  if (from === to) throw new Error('An XRP payment cannot go to the sending address itself');
  const tag = destinationTag(intent.memo);
  const price = o.price !== undefined ? checkFee(o.price) : undefined;
  const [info, sender, receiver] = await Promise.all([
    ctx.rpc.serverInfo().catch((e: unknown) => {
      throw new Error('Fee data not available', { cause: e });
    }),
    ctx.rpc.accountInfo(from, 'current'),
    ctx.rpc.accountInfo(to, 'current'),
  ]);
  const rates = feeRates(info);
  const { base: minimum, inc } = reserves(info);
  if (!sender) throw new Error(`The account ${from} is not on the XRP Ledger yet: it holds no XRP to send`);
  const state: RipplePrepared = {
    sequence: sender.sequence,
    lastLedgerSequence: (sender.ledgerCurrentIndex ?? info.validatedSeq + 1) + LEDGER_OFFSET,
    balance: sender.balance,
    reserve: minimum + inc * BigInt(sender.ownerCount),
    minimum,
    destinationExists: receiver !== null,
    ...(tag !== undefined ? { destinationTag: tag } : {}),
    tx: null,
  };
  const base: PreparedTransfer = {
    chain_name: ctx.chain.chain_name,
    intent: { ...intent, from, to },
    requestedAmount: intent.amount,
    amount: intent.amount,
    fee: 0n,
    isMax: false,
    options: feeOptions(rates),
    price: rates.recommended,
    view: { estimateGas: null, maxPriorityFeePerGas: null, nonce: null, l1Fees: null, selectedUTXOs: null },
    payload: state,
  };
  return settle(base, state, price ?? rates.recommended);
}

export function repriceTransfer(prepared: PreparedTransfer, price: bigint): PreparedTransfer {
  return settle(prepared, ripplePrepared(prepared), checkFee(price));
}
