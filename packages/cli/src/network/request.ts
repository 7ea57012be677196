/**
 * What a transfer asks for (send and fees alike): the coin (the native one, or a token's coin
 * added in memory), the kind, the receiver and the amount in the smallest unit.
 */
import {
  MAX_AMOUNT_UNITS,
  nftRefByMint,
  refreshBalances,
  type NftRef,
  type TransferCall,
  type TransferKind,
  type WalletCoin,
} from '@kestrel/wallet';
import { CliError } from '../io';
import { amountOption } from '../commands/chain-helpers';
import { tokenCoin, type FlowSession } from './session';

export interface TransferRequest {
  kind: TransferKind;
  coin: WalletCoin;
  toAddress: string;
  /** Smallest units as text. */
  amount: string;
  nft?: NftRef;
  calls?: TransferCall[];
  memo?: string;
}

/** Options already checked by the command (token and NFT contracts normalized). */
export interface RequestValues {
  amount?: string;
  max?: boolean;
  token?: string;
  nft?: string;
  'token-id'?: string;
  erc1155?: boolean;
  memo?: string;
}

/** --max alone: the native coin's max rule sends balance minus fee; a token sends its whole balance. */
async function maxAmount(fs: FlowSession, coin: WalletCoin): Promise<bigint> {
  if (coin._id === fs.coin._id) return MAX_AMOUNT_UNITS;
  const [r] = await refreshBalances(fs.env, { walletId: fs.wallet.id, coinIds: [coin._id] });
  if (r?.balanceState.state !== 'fresh' || r.totalBalance === undefined)
    throw new CliError(
      `The ${coin.symbol} balance cannot be read: ${r?.balanceState.error ?? 'no answer'}`,
      3,
    );
  return BigInt(r.totalBalance);
}

export async function transferRequest(
  fs: FlowSession,
  values: RequestValues,
  toAddress: string,
  calls?: TransferCall[],
): Promise<TransferRequest> {
  if (calls) return { coin: fs.coin, toAddress, kind: 'batch', amount: '0', calls };
  if (values.nft) {
    const count = amountOption(values.amount ?? '1', 0, '--amount (NFT count)').toString();
    // No token id: the NFT is its mint (nftOption let it through only where the chain names NFTs so).
    const nft: NftRef =
      values['token-id'] === undefined
        ? nftRefByMint(values.nft, count)
        : {
            standard: values.erc1155 ? 'ERC1155' : 'ERC721',
            contract: values.nft,
            tokenId: values['token-id'],
            amount: count,
          };
    return { coin: fs.coin, toAddress, kind: 'nft', amount: count, nft };
  }
  const coin = values.token
    ? await tokenCoin(fs, await fs.env.adapters(fs.coin.chain_name), values.token)
    : fs.coin;
  const amount =
    values.max && values.amount === undefined
      ? await maxAmount(fs, coin)
      : amountOption(values.amount, coin.decimal);
  return {
    coin,
    toAddress,
    kind: values.token ? 'token' : 'plain',
    amount: amount.toString(),
    ...(values.memo ? { memo: values.memo } : {}),
  };
}

/** The flows' input for this request (estimateTransferFee, sendTransfer). */
export function flowInput(fs: FlowSession, r: TransferRequest) {
  return {
    walletId: fs.wallet.id,
    coinId: r.coin._id,
    kind: r.kind,
    ...(r.nft ? { nft: r.nft } : {}),
    ...(r.calls ? { calls: r.calls } : {}),
    ...(r.memo ? { memo: r.memo } : {}),
  };
}
