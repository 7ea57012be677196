/**
 * What a send or a replacement will do, told before anything is signed: one JSON line on
 * standard error ({"review": …}), so standard output keeps one JSON result per command.
 */
import { formatUnits, type PreparedTransfer, type WalletCoin } from '@kestrel/wallet';
import { stringifyJson } from '../io';

export interface Review {
  chain: string;
  from: string;
  to: string;
  /** Smallest units of the asset sent (the coin's own unit; 0 for a batch or a cancel). */
  amount: string;
  /** Smallest units of the chain's native coin. */
  fee: string;
  /** amount + fee, when both are in the native coin. */
  total?: string;
  isMax: boolean;
  /** The same in words, e.g. "0.5 ETH + fee 0.000021 ETH = 0.500021 ETH to 0x…". */
  text: string;
}

/** An NFT as the review names it: its token id, or a Solana NFT's mint. */
const nftLabel = (
  asset: Extract<NonNullable<PreparedTransfer['intent']['asset']>, { kind: 'nft' }>,
): string => (asset.standard === 'SOLANA' ? asset.contract : `#${asset.tokenId}`);

/** The review of `prepared` for `coin` (its symbol and decimals; the fee is in `native`'s). */
export function reviewOf(coin: WalletCoin, native: WalletCoin, prepared: PreparedTransfer): Review {
  const sameUnit = coin._id === native._id && !prepared.intent.calls && prepared.intent.asset?.kind !== 'nft';
  const fee = `${formatUnits(prepared.fee, native.decimal)} ${native.symbol}`;
  const total = sameUnit ? prepared.amount + prepared.fee : undefined;
  const what = prepared.intent.calls
    ? `${prepared.intent.calls.length} calls`
    : prepared.intent.asset?.kind === 'nft'
      ? `NFT ${nftLabel(prepared.intent.asset)} (${prepared.amount})`
      : `${formatUnits(prepared.amount, coin.decimal)} ${coin.symbol}`;
  const sum = total !== undefined ? ` = ${formatUnits(total, native.decimal)} ${native.symbol}` : '';
  return {
    chain: prepared.chain_name,
    from: prepared.intent.from,
    to: prepared.intent.to,
    amount: prepared.amount.toString(),
    fee: prepared.fee.toString(),
    ...(total !== undefined ? { total: total.toString() } : {}),
    isMax: prepared.isMax,
    text: `${what} + fee ${fee}${sum} to ${prepared.intent.to}${prepared.isMax ? ' (max: balance minus fee)' : ''}`,
  };
}

/** Writes the review on standard error (a closed stderr is ignored, see io.ts). */
export function printReview(review: Review): void {
  process.stderr.write(stringifyJson({ review }) + '\n');
}
