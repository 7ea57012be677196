/**
 * The batch review (spec §4 Batch, sent like a send): the family prepares one chain-and-address
 * group of the batch as one transfer (its calls in the batch's order), and the review shows every
 * line, the fee in coin and fiat, and the totals. "Send" signs exactly that prepared transfer
 * through the wallet's sendBatch flow, and refuses when the batch or the draft changed since.
 */
import type { PreparedTransfer, SendResult } from '@kestrel/wallet';
import { errorText, REVIEW_CHANGED, type TransferKit } from './transfer';

type RootState = ReturnType<TransferKit['env']['getState']>;

export interface BatchReviewLine {
  toAddress: string;
  symbol: string;
  decimal: number;
  amount: bigint;
  fiat: string | null;
}

export interface BatchTotal {
  symbol: string;
  decimal: number;
  /** The native coin's total includes the fee. */
  amount: bigint;
}

export interface BatchReview {
  chain_name: string;
  chainLabel: string;
  address: string;
  coinId: string;
  prepared: PreparedTransfer;
  lines: BatchReviewLine[];
  fee: bigint;
  feeSymbol: string;
  feeDecimals: number;
  feeFiat: string | null;
  totals: BatchTotal[];
  /** Fiat of everything (lines and fee), when every part has a price. */
  totalFiat: string | null;
  /** The spec's batch fee refusal, when the native balance does not cover lines and fee. */
  shortfall: string | null;
  /**
   * Set when sending delegates the account anew (EVM: EIP-7702, the account's first batch): the
   * contract and what delegation means. Sending needs the person's consent to this contract.
   */
  delegation: { address: string; name: string; text: string } | null;
}

/** The batch lines of one chain and address, in the order sendBatch sends them. */
function groupItems(state: RootState, chain_name: string, address: string) {
  const wallet = state.wallets.allWallets[state.wallets.currentWalletIndex];
  const items = wallet
    ? (state.batch.transactions[wallet.id] ?? []).filter(
        (i) => i.chain_name === chain_name && i.coinInfo.address === address,
      )
    : [];
  const coin = wallet?.coins.find(
    (c) => c.chain_name === chain_name && c.type === 'coin' && c.address === address,
  );
  return { wallet, items, coin };
}

function callsOf(items: ReturnType<typeof groupItems>['items']) {
  return items.map((i) => {
    const token = i.coinInfo.type === 'token' ? i.coinInfo.contractAddress : undefined;
    return {
      to: i.transferData.toAddress ?? '',
      amount: i.transferData.amount,
      ...(token ? { contractAddress: token } : {}),
    };
  });
}

const callsKey = (calls: ReturnType<typeof callsOf>) =>
  calls.map((c) => `${c.to.toLowerCase()}:${c.amount}:${(c.contractAddress ?? '').toLowerCase()}`).join('|');

/** Adds 2-decimal fiat texts exactly (cents as bigint). */
function sumFiat(parts: (string | null)[]): string | null {
  let cents = 0n;
  for (const p of parts) {
    const m = p === null ? null : /^(\d+)\.(\d{2})$/.exec(p);
    if (!m) return null;
    cents += BigInt(m[1]! + m[2]!);
  }
  const s = cents.toString().padStart(3, '0');
  return `${s.slice(0, -2)}.${s.slice(-2)}`;
}

export async function prepareBatchReview(
  kit: TransferKit,
  chain_name: string,
  address: string,
): Promise<{ ok: true; review: BatchReview } | { ok: false; error: string }> {
  const { env, mod, chains } = kit;
  const { items, coin } = groupItems(env.getState(), chain_name, address);
  if (!coin) return { ok: false, error: mod.MESSAGES.coinNotFound };
  if (!items.length) return { ok: false, error: 'The batch has no transactions for this chain and address' };
  const calls = callsOf(items);
  env.dispatch(
    mod.transferActions.startTransfer({
      currentCoin: coin._id,
      amount: '0',
      toAddress: address,
      isSendFunds: false,
    }),
  );
  const out = await mod.estimateTransferFee(env, { kind: 'batch', calls });
  if (!out.ok) return { ok: false, error: env.getState().transfer.customError ?? out.error };
  const prepared = out.prepared;
  const chain = chains.getChain(chain_name);
  const lines = items.map((i): BatchReviewLine => {
    const amount = BigInt(i.transferData.amount);
    const rate = i.coinInfo.currencyRate;
    return {
      toAddress: i.transferData.toAddress ?? '',
      symbol: i.coinInfo.symbol,
      decimal: i.coinInfo.decimal,
      amount,
      fiat: rate ? mod.fiatValue(amount.toString(), i.coinInfo.decimal, rate) : null,
    };
  });
  const t = env.getState().transfer;
  const feeFiat =
    t.transactionFee === prepared.fee.toString() && t.fiatEstimateFee
      ? t.fiatEstimateFee
      : coin.currencyRate
        ? mod.fiatValue(prepared.fee.toString(), chain.decimals, coin.currencyRate)
        : null;
  const totals = new Map<string, BatchTotal>([
    [chain.symbol, { symbol: chain.symbol, decimal: chain.decimals, amount: prepared.fee }],
  ]);
  for (const l of lines) {
    const s = totals.get(l.symbol) ?? { symbol: l.symbol, decimal: l.decimal, amount: 0n };
    s.amount += l.amount;
    totals.set(l.symbol, s);
  }
  const native = totals.get(chain.symbol)!.amount;
  const balance = coin.totalBalance !== undefined ? BigInt(coin.totalBalance) : null;
  const show = (v: bigint) => mod.formatUnits(v, chain.decimals);
  return {
    ok: true,
    review: {
      chain_name,
      chainLabel: chain.name,
      address,
      coinId: coin._id,
      prepared,
      lines,
      fee: prepared.fee,
      feeSymbol: chain.symbol,
      feeDecimals: chain.decimals,
      feeFiat,
      totals: [...totals.values()],
      totalFiat: sumFiat([...lines.map((l) => l.fiat), feeFiat]),
      shortfall:
        balance !== null && native > balance
          ? mod.insufficientBalance(chain.symbol, chain.name, show(native), show(balance))
          : null,
      delegation: mod.delegatesAnew(prepared.delegation)
        ? { ...prepared.delegation.delegate, text: mod.delegationConsentText(prepared.delegation.delegate) }
        : null,
    },
  };
}

/**
 * Sends the reviewed batch through the wallet's sendBatch flow, which signs the draft when the
 * batch's calls are still the reviewed ones. Refused, with nothing signed, when they are not.
 */
export async function sendReviewedBatch(
  kit: TransferKit,
  review: BatchReview,
  save: () => Promise<void>,
  /** The delegate contract the person consented to, when the review asked. */
  delegationConsent?: string,
): Promise<SendResult> {
  const { env, mod } = kit;
  const { items } = groupItems(env.getState(), review.chain_name, review.address);
  const reviewedCalls = review.prepared.intent.calls ?? [];
  const draft = mod.matchingDraft(env, review.coinId, 'batch', review.address, 0n, reviewedCalls);
  const same =
    draft === review.prepared &&
    callsKey(callsOf(items)) ===
      callsKey(
        reviewedCalls.map((c) => ({
          to: c.to,
          amount: c.amount.toString(),
          ...(c.asset && c.asset.kind === 'token' ? { contractAddress: c.asset.contract } : {}),
        })),
      );
  if (!same) return { status: 1, hash: '', error: REVIEW_CHANGED };
  try {
    const r = await mod.sendBatch(env, {
      chain_name: review.chain_name,
      address: review.address,
      ...(delegationConsent ? { delegationConsent } : {}),
    });
    await save().catch(() => undefined);
    return r;
  } catch (e) {
    return { status: 1, hash: '', error: errorText(e) };
  }
}
