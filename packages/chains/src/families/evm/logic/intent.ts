/** Turns a TxIntent (native, ERC-20, ERC-721, ERC-1155, batch) into the call a transaction makes. */
import { encodeFunctionData, getAddress, isHex, type Hex } from 'viem';
import type { AssetRef, BatchCall, TxIntent } from '../../../adapter-types';
import { batchDelegateAbi, erc1155Abi, erc20Abi, erc721Abi, executeBatchAbi } from './contracts';

export interface EvmCall {
  to: Hex;
  value: bigint;
  data: Hex;
}

export interface IntentCall extends Omit<EvmCall, 'to'> {
  /** null: a contract creation (the data is the init code). */
  to: Hex | null;
  /** Set for batch sends: the calls the delegate runs, and the sender is also the recipient. */
  batch?: EvmCall[];
}

/** One transfer as a call from `from`. */
export function transferCall(
  from: string,
  to: string,
  amount: bigint,
  asset: AssetRef = { kind: 'native' },
): EvmCall {
  const recipient = getAddress(to);
  switch (asset.kind) {
    case 'native':
      return { to: recipient, value: amount, data: '0x' };
    case 'token':
      return {
        to: getAddress(asset.contract),
        value: 0n,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, amount] }),
      };
    case 'nft':
      if (asset.standard === 'SOLANA') throw new Error('A Solana NFT is not sent on an EVM chain');
      return {
        to: getAddress(asset.contract),
        value: 0n,
        data:
          asset.standard === 'ERC721'
            ? encodeFunctionData({
                abi: erc721Abi,
                functionName: 'safeTransferFrom',
                args: [getAddress(from), recipient, asset.tokenId],
              })
            : encodeFunctionData({
                abi: erc1155Abi,
                functionName: 'safeTransferFrom',
                args: [getAddress(from), recipient, asset.tokenId, amount, '0x'],
              }),
      };
  }
}

export function batchCalls(from: string, calls: BatchCall[]): EvmCall[] {
  return calls.map((c) => transferCall(from, c.to, c.amount, c.asset));
}

/**
 * The transaction's own call. A batch is a call to the sender itself, run by its 7702 delegate
 * through the delegate's entry: BatchCallDelegate's payable `execute` takes the calls' value with
 * it; Simple7702Account's `executeBatch` is not payable and pays from the account's balance.
 */
export function callFromIntent(intent: TxIntent, entry: 'execute' | 'executeBatch' = 'execute'): IntentCall {
  if (intent.calls && intent.calls.length > 0) {
    const calls = batchCalls(intent.from, intent.calls);
    return {
      to: getAddress(intent.from),
      value: entry === 'execute' ? calls.reduce((sum, c) => sum + c.value, 0n) : 0n,
      data:
        entry === 'execute'
          ? encodeFunctionData({ abi: batchDelegateAbi, functionName: 'execute', args: [calls] })
          : encodeFunctionData({ abi: executeBatchAbi, functionName: 'executeBatch', args: [calls] }),
      batch: calls,
    };
  }
  if (intent.data !== undefined && intent.data !== '0x') {
    if (!isHex(intent.data)) throw new Error('The call data must be hex');
    const to = isCreation(intent) ? null : getAddress(intent.to);
    return { to, value: intent.amount, data: intent.data };
  }
  return transferCall(intent.from, intent.to, intent.amount, intent.asset);
}

/** A contract creation: no recipient, the data is the contract's init code. */
export function isCreation(intent: TxIntent): boolean {
  return intent.to === '' && !intent.calls?.length && intent.data !== undefined && intent.data !== '0x';
}

/** Native-coin sends: the amount comes out of the same balance as the fee (max rule applies). */
export function isNativeSend(intent: TxIntent): boolean {
  // A contract call's value is exact (never reduced by the max rule).
  const call = intent.data !== undefined && intent.data !== '0x';
  return !call && !intent.calls?.length && (intent.asset ?? { kind: 'native' }).kind === 'native';
}
