/** The raw_data of a prepared transfer at a given reference block and time (protobuf and JSON forms). */
import { hex } from '@scure/base';
import { transferData } from './abi';
import { tronAddressBytes } from './address';
import type { TronPrepared } from './payload';
import {
  encodeRawData,
  freezeV2Contract,
  ownerOnlyContract,
  transferContract,
  triggerSmartContract,
  voteWitnessContract,
  type TronRawData,
} from './proto';

export interface RefBlock {
  number: bigint;
  /** blockID, 32 bytes. */
  id: Uint8Array;
}

/** ref_block_bytes: bytes 6..8 of the block number; ref_block_hash: bytes 8..16 of the block id. */
export function refFields(block: RefBlock) {
  const n = new Uint8Array(8);
  new DataView(n.buffer).setBigUint64(0, block.number);
  return { refBlockBytes: n.slice(6, 8), refBlockHash: block.id.slice(8, 16) };
}

function contractOf(p: TronPrepared): TronRawData['contract'] {
  const owner = tronAddressBytes(p.owner);
  switch (p.kind) {
    case 'trx':
      return { type: 'TransferContract', value: transferContract(owner, tronAddressBytes(p.to), p.amount) };
    case 'trc20':
      return {
        type: 'TriggerSmartContract',
        value: triggerSmartContract(owner, tronAddressBytes(p.contract!), transferData(p.to, p.amount)),
      };
    case 'freeze':
      return { type: 'FreezeBalanceV2Contract', value: freezeV2Contract(owner, p.amount, p.resource!) };
    case 'unfreeze':
      return { type: 'UnfreezeBalanceV2Contract', value: freezeV2Contract(owner, p.amount, p.resource!) };
    case 'vote':
      return {
        type: 'VoteWitnessContract',
        value: voteWitnessContract(
          owner,
          p.votes!.map((v) => ({ address: tronAddressBytes(v.vote_address), count: v.vote_count })),
        ),
      };
    case 'withdraw':
      return { type: 'WithdrawExpireUnfreezeContract', value: ownerOnlyContract(owner) };
    case 'rewards':
      return { type: 'WithdrawBalanceContract', value: ownerOnlyContract(owner) };
  }
}

export function rawDataOf(
  p: TronPrepared,
  block: RefBlock,
  timestamp: bigint,
  expiration: bigint,
): TronRawData {
  return {
    ...refFields(block),
    expiration,
    ...(p.memo ? { data: new TextEncoder().encode(p.memo) } : {}),
    contract: contractOf(p),
    timestamp,
    ...(p.feeLimit ? { feeLimit: p.feeLimit } : {}),
  };
}

function valueJson(p: TronPrepared): Record<string, unknown> {
  const addr = (a: string) => hex.encode(tronAddressBytes(a));
  const owner_address = addr(p.owner);
  switch (p.kind) {
    case 'trx':
      return { amount: Number(p.amount), owner_address, to_address: addr(p.to) };
    case 'trc20':
      return {
        data: hex.encode(transferData(p.to, p.amount)),
        owner_address,
        contract_address: addr(p.contract!),
      };
    case 'freeze':
      return { owner_address, frozen_balance: Number(p.amount), resource: p.resource };
    case 'unfreeze':
      return { owner_address, unfreeze_balance: Number(p.amount), resource: p.resource };
    case 'vote':
      return {
        owner_address,
        votes: p.votes!.map((v) => ({
          vote_address: addr(v.vote_address),
          vote_count: Number(v.vote_count),
        })),
      };
    case 'withdraw':
    case 'rewards':
      return { owner_address };
  }
}

/** The JSON raw_data java-tron's broadcasttransaction reads (visible false: 41-hex addresses). */
export function rawDataJson(p: TronPrepared, raw: TronRawData) {
  return {
    contract: [
      {
        parameter: { value: valueJson(p), type_url: `type.googleapis.com/protocol.${raw.contract.type}` },
        type: raw.contract.type,
      },
    ],
    ref_block_bytes: hex.encode(raw.refBlockBytes),
    ref_block_hash: hex.encode(raw.refBlockHash),
    expiration: Number(raw.expiration),
    ...(raw.data ? { data: hex.encode(raw.data) } : {}),
    ...(raw.feeLimit ? { fee_limit: Number(raw.feeLimit) } : {}),
    timestamp: Number(raw.timestamp),
  };
}

/** raw_data's length for the bandwidth estimate (timestamps of today's size; refs are fixed-size). */
export function rawLengthOf(p: TronPrepared, now: bigint): number {
  const block = { number: 1n, id: new Uint8Array(32) };
  return encodeRawData(rawDataOf(p, block, now, now + 60_000n)).length;
}
