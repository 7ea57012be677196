/**
 * The unsigned transaction of exactly what was prepared: the TxBody bytes and the fee, sequence,
 * account number and chain id the signature covers. Nothing is read again.
 */
import { hex } from '@scure/base';
import type { PreparedTransfer, UnsignedTx } from '../../../adapter-types';
import { accountHash } from './address';
import { cosmosPrepared } from './payload';
import { encodeBody, type CosmosMsg } from './tx';

export interface CosmosTxPayload {
  from: string;
  chainId: string;
  accountNumber: string;
  sequence: string;
  /** TxBody, hex. */
  body: string;
  fee: { denom: string; amount: string }[];
  gasLimit: string;
}

export function sendMsg(thor: boolean, from: string, to: string, denom: string, amount: bigint): CosmosMsg {
  const coins = [{ denom, amount }];
  return thor
    ? { type: 'thorSend', from: accountHash(from), to: accountHash(to), amount: coins }
    : { type: 'bankSend', from, to, amount: coins };
}

export function buildTransaction(prepared: PreparedTransfer): UnsignedTx<CosmosTxPayload> {
  const p = cosmosPrepared(prepared);
  const thor = prepared.chain_name === 'thorchain';
  const body = encodeBody([sendMsg(thor, p.from, p.to, p.denom, p.amount)], p.memo ?? '');
  return {
    chain_name: prepared.chain_name,
    family: 'cosmos',
    payload: {
      from: p.from,
      chainId: p.chainId,
      accountNumber: p.accountNumber.toString(),
      sequence: p.sequence.toString(),
      body: hex.encode(body),
      fee: p.feeInTx ? [{ denom: p.denom, amount: prepared.fee.toString() }] : [],
      gasLimit: p.gasLimit.toString(),
    },
  };
}
