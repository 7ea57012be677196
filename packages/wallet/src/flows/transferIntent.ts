/** The transaction a transfer asks for, by kind (spec §4 Send flow step 2), as an adapter TxIntent. */
import type { AssetRef, BatchCall, TxIntent } from '@kestrel/chains';
import { MESSAGES, WalletRuleError } from '../rules/messages';
import type { WalletCoin } from '../store/types';

export const STAKING_KINDS = ['createStaking', 'voteStaking', 'deactivate', 'withdraw', 'rewards'] as const;
export type TransferKind = 'plain' | 'token' | 'nft' | 'batch' | (typeof STAKING_KINDS)[number];

export interface NftRef {
  /** SOLANA: an SPL mint of supply one; `contract` is the mint and `tokenId` the same id. */
  standard: 'ERC721' | 'ERC1155' | 'SOLANA';
  contract: string;
  /** Decimal text (a Solana NFT: its mint address). */
  tokenId: string;
  /** Token amount for ERC-1155 (decimal text, default 1). */
  amount?: string;
}

/** One call of a batch: amounts in smallest units as text; a token call names its contract. */
export interface TransferCall {
  to: string;
  amount: string;
  contractAddress?: string;
}

export interface TransferRequest {
  kind: TransferKind;
  toAddress: string;
  /** Smallest units as decimal text. */
  amount: string;
  nft?: NftRef;
  calls?: TransferCall[];
  /** A memo where the chain has them (capability `memo`; Ripple: the destination tag). */
  memo?: string;
}

function units(text: string, what = 'amount'): bigint {
  if (!/^\d+$/.test(text.trim()))
    throw new WalletRuleError(`The ${what} is not a whole number of the smallest unit`);
  return BigInt(text.trim());
}

/** The kind a coin sends by default: its token, the selected NFT, or the native coin. */
export function defaultKind(coin: WalletCoin, selectedNFT: unknown): TransferKind {
  if (selectedNFT) return 'nft';
  return coin.type === 'token' ? 'token' : 'plain';
}

/** True for kinds whose amount is the native coin (the max-amount logic applies). */
export const isNativeKind = (coin: WalletCoin, kind: TransferKind): boolean =>
  kind === 'plain' && coin.type !== 'token';

export function intentFor(coin: WalletCoin, r: TransferRequest): TxIntent {
  const intent = kindIntent(coin, r);
  // An empty memo is no memo (spec: memo text only when non-empty).
  return r.memo?.trim() ? { ...intent, memo: r.memo.trim() } : intent;
}

function kindIntent(coin: WalletCoin, r: TransferRequest): TxIntent {
  if ((STAKING_KINDS as readonly string[]).includes(r.kind))
    throw new WalletRuleError(MESSAGES.chainNotSupported);
  const from = coin.address;
  switch (r.kind) {
    case 'batch': {
      if (!r.calls?.length) throw new WalletRuleError('The batch has no transactions');
      const calls: BatchCall[] = r.calls.map((c) => ({
        to: c.to,
        amount: units(c.amount),
        asset: c.contractAddress ? { kind: 'token', contract: c.contractAddress } : { kind: 'native' },
      }));
      return { from, to: from, amount: 0n, calls };
    }
    case 'nft': {
      if (!r.nft) throw new WalletRuleError('The NFT to send is not selected');
      const asset: AssetRef =
        r.nft.standard === 'SOLANA'
          ? { kind: 'nft', standard: 'SOLANA', contract: r.nft.contract }
          : {
              kind: 'nft',
              standard: r.nft.standard,
              contract: r.nft.contract,
              tokenId: units(r.nft.tokenId, 'token id'),
            };
      return { from, to: r.toAddress, amount: units(r.nft.amount ?? '1'), asset };
    }
    case 'token': {
      if (!coin.contractAddress) throw new WalletRuleError(MESSAGES.coinNotFound);
      return {
        from,
        to: r.toAddress,
        amount: units(r.amount),
        asset: { kind: 'token', contract: coin.contractAddress },
      };
    }
    default:
      return { from, to: r.toAddress, amount: units(r.amount), asset: { kind: 'native' } };
  }
}
