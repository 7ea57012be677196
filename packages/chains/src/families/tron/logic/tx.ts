/** The raw_data of a prepared transfer at a given reference block and time (protobuf and JSON forms). */
import { hex } from '@scure/base';
import { transferData } from './abi';
import { tronAddressBytes } from './address';
import type { TronPrepared } from './payload';
import { encodeRawData, transferContract, triggerSmartContract, type TronRawData } from './proto';

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

export function rawDataOf(
  p: TronPrepared,
  block: RefBlock,
  timestamp: bigint,
  expiration: bigint,
): TronRawData {
  const owner = tronAddressBytes(p.owner);
  const contract =
    p.kind === 'trx'
      ? {
          type: 'TransferContract' as const,
          value: transferContract(owner, tronAddressBytes(p.to), p.amount),
        }
      : {
          type: 'TriggerSmartContract' as const,
          value: triggerSmartContract(owner, tronAddressBytes(p.contract!), transferData(p.to, p.amount)),
        };
  return {
    ...refFields(block),
    expiration,
    ...(p.memo ? { data: new TextEncoder().encode(p.memo) } : {}),
    contract,
    timestamp,
    ...(p.feeLimit ? { feeLimit: p.feeLimit } : {}),
  };
}

/** The JSON raw_data java-tron's broadcasttransaction reads (visible false: 41-hex addresses). */
export function rawDataJson(p: TronPrepared, raw: TronRawData) {
  const addr = (a: string) => hex.encode(tronAddressBytes(a));
  const value =
    p.kind === 'trx'
      ? { amount: Number(p.amount), owner_address: addr(p.owner), to_address: addr(p.to) }
      : {
          data: hex.encode(transferData(p.to, p.amount)),
          owner_address: addr(p.owner),
          contract_address: addr(p.contract!),
        };
  return {
    contract: [
      {
        parameter: { value, type_url: `type.googleapis.com/protocol.${raw.contract.type}` },
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
