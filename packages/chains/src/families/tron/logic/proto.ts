/**
 * A small protobuf writer for the Tron transaction messages Kestrel signs (java-tron's
 * core/Tron.proto and core/contract/*.proto): fields in number order, proto3 defaults (0, empty)
 * left out, exactly as protobufjs (tronweb) and java-tron serialize them. txID = sha256(raw_data).
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { concatBytes } from '@noble/hashes/utils.js';

const utf8 = (s: string) => new TextEncoder().encode(s);

export function varint(value: bigint): Uint8Array {
  if (value < 0n) value += 1n << 64n; // int64 negatives take ten bytes, two's complement
  const out: number[] = [];
  do {
    let b = Number(value & 0x7fn);
    value >>= 7n;
    if (value > 0n) b |= 0x80;
    out.push(b);
  } while (value > 0n);
  return Uint8Array.from(out);
}

const key = (field: number, wire: 0 | 2) => varint(BigInt((field << 3) | wire));

/** A varint field (int32/int64/enum/bool); zero is the default and is left out. */
export function intField(field: number, value: bigint | number | boolean): Uint8Array {
  const v = typeof value === 'boolean' ? (value ? 1n : 0n) : BigInt(value);
  return v === 0n ? new Uint8Array(0) : concatBytes(key(field, 0), varint(v));
}

/** A length-delimited field (bytes/string/message); empty is left out unless `always`. */
export function bytesField(field: number, value: Uint8Array | string, always = false): Uint8Array {
  const b = typeof value === 'string' ? utf8(value) : value;
  if (b.length === 0 && !always) return new Uint8Array(0);
  return concatBytes(key(field, 2), varint(BigInt(b.length)), b);
}

/** ContractType numbers (Tron.proto Transaction.Contract.ContractType). */
export const CONTRACT_TYPES = {
  TransferContract: 1,
  VoteWitnessContract: 4,
  WithdrawBalanceContract: 13,
  TriggerSmartContract: 31,
  FreezeBalanceV2Contract: 54,
  UnfreezeBalanceV2Contract: 55,
  WithdrawExpireUnfreezeContract: 56,
} as const;
export type ContractName = keyof typeof CONTRACT_TYPES;

export interface TronRawData {
  refBlockBytes: Uint8Array;
  refBlockHash: Uint8Array;
  expiration: bigint;
  /** The memo (raw_data.data), when non-empty. */
  data?: Uint8Array;
  contract: { type: ContractName; value: Uint8Array };
  timestamp: bigint;
  feeLimit?: bigint;
}

/** Transaction.raw: ref_block_bytes 1, ref_block_hash 4, expiration 8, data 10, contract 11, timestamp 14, fee_limit 18. */
export function encodeRawData(raw: TronRawData): Uint8Array {
  const any = concatBytes(
    bytesField(1, `type.googleapis.com/protocol.${raw.contract.type}`),
    bytesField(2, raw.contract.value),
  );
  const contract = concatBytes(intField(1, CONTRACT_TYPES[raw.contract.type]), bytesField(2, any, true));
  return concatBytes(
    bytesField(1, raw.refBlockBytes),
    bytesField(4, raw.refBlockHash),
    intField(8, raw.expiration),
    bytesField(10, raw.data ?? new Uint8Array(0)),
    bytesField(11, contract, true),
    intField(14, raw.timestamp),
    intField(18, raw.feeLimit ?? 0n),
  );
}

export const txIdOf = (rawData: Uint8Array): Uint8Array => sha256(rawData);

/** Transaction {raw_data 1, signature 2}: what broadcasthex takes and what bandwidth counts. */
export function encodeTransaction(rawData: Uint8Array, signatures: Uint8Array[]): Uint8Array {
  return concatBytes(bytesField(1, rawData, true), ...signatures.map((s) => bytesField(2, s, true)));
}

/** TransferContract {owner_address 1, to_address 2, amount 3}; addresses are 21 bytes (0x41 + 20). */
export const transferContract = (owner: Uint8Array, to: Uint8Array, amount: bigint) =>
  concatBytes(bytesField(1, owner), bytesField(2, to), intField(3, amount));

/** TriggerSmartContract {owner_address 1, contract_address 2, call_value 3, data 4, call_token_value 5, token_id 6}. */
export const triggerSmartContract = (
  owner: Uint8Array,
  contract: Uint8Array,
  data: Uint8Array,
  o: { callValue?: bigint; callTokenValue?: bigint; tokenId?: bigint } = {},
) =>
  concatBytes(
    bytesField(1, owner),
    bytesField(2, contract),
    intField(3, o.callValue ?? 0n),
    bytesField(4, data),
    intField(5, o.callTokenValue ?? 0n),
    intField(6, o.tokenId ?? 0n),
  );

/** ResourceCode: BANDWIDTH 0 (the default, left out), ENERGY 1. */
export type TronResource = 'ENERGY' | 'BANDWIDTH';
const RESOURCE_CODE: Record<TronResource, number> = { BANDWIDTH: 0, ENERGY: 1 };

/** FreezeBalanceV2Contract {owner_address 1, frozen_balance 2, resource 3}; Unfreeze's is the same shape. */
export const freezeV2Contract = (owner: Uint8Array, amount: bigint, resource: TronResource) =>
  concatBytes(bytesField(1, owner), intField(2, amount), intField(3, RESOURCE_CODE[resource]));

/** VoteWitnessContract {owner_address 1, votes 2 (Vote {vote_address 1, vote_count 2}), support 3}. */
export const voteWitnessContract = (
  owner: Uint8Array,
  votes: { address: Uint8Array; count: bigint }[],
  support = false,
) =>
  concatBytes(
    bytesField(1, owner),
    ...votes.map((v) => bytesField(2, concatBytes(bytesField(1, v.address), intField(2, v.count)), true)),
    intField(3, support),
  );

/** WithdrawBalanceContract and WithdrawExpireUnfreezeContract: {owner_address 1}. */
export const ownerOnlyContract = (owner: Uint8Array) => bytesField(1, owner);
