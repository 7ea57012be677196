/**
 * An APT transfer as Aptos nodes take it, encoded by hand in BCS (checked byte for byte against
 * @aptos-labs/ts-sdk and Trust Wallet Core's vectors in transaction.*.test.ts):
 * RawTransaction { sender, sequence_number, payload: EntryFunction 0x1::aptos_account::transfer
 * (receiver, amount), max_gas_amount, gas_unit_price, expiration_timestamp_secs, chain_id };
 * the signing message sha3-256("APTOS::RawTransaction") || raw; the SignedTransaction raw ||
 * Ed25519 authenticator; the hash sha3-256(sha3-256("APTOS::Transaction") || 0x00 || signed).
 */
import { sha3_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, concatBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { BcsWriter } from './bcs';
import { TRANSFER_FUNCTION } from './rules';

export interface AptosTransfer {
  sender: string;
  sequenceNumber: bigint;
  to: string;
  amount: bigint;
  maxGasAmount: bigint;
  gasUnitPrice: bigint;
  expirationTimestampSecs: bigint;
  chainId: number;
}

/** TransactionPayload::EntryFunction is variant 2 (Script 0, ModuleBundle 1). */
const PAYLOAD_ENTRY_FUNCTION = 2;
/** TransactionAuthenticator::Ed25519 is variant 0; SingleSender 4. */
const AUTHENTICATOR_ED25519 = 0;
const AUTHENTICATOR_SINGLE_SENDER = 4;
/** AccountAuthenticator::NoAccountAuthenticator (simulation without a key) is variant 4. */
const ACCOUNT_NO_AUTHENTICATOR = 4;
/** Transaction::UserTransaction is variant 0. */
const USER_TRANSACTION = 0;

const RAW_TRANSACTION_SALT = sha3_256(utf8ToBytes('APTOS::RawTransaction'));
const TRANSACTION_SALT = sha3_256(utf8ToBytes('APTOS::Transaction'));

export function encodeRawTransaction(t: AptosTransfer): Uint8Array {
  if (!Number.isInteger(t.chainId) || t.chainId < 1 || t.chainId > 255)
    throw new Error(`Not an Aptos chain id: ${t.chainId}`);
  const receiver = new BcsWriter().address(t.to).toBytes();
  const amount = new BcsWriter().u64(t.amount).toBytes();
  return new BcsWriter()
    .address(t.sender)
    .u64(t.sequenceNumber)
    .u8(PAYLOAD_ENTRY_FUNCTION)
    .address(TRANSFER_FUNCTION.address)
    .string(TRANSFER_FUNCTION.module)
    .string(TRANSFER_FUNCTION.name)
    .uleb128(0) // no type arguments
    .uleb128(2)
    .bytes(receiver)
    .bytes(amount)
    .u64(t.maxGasAmount)
    .u64(t.gasUnitPrice)
    .u64(t.expirationTimestampSecs)
    .u8(t.chainId)
    .toBytes();
}

/** What the ed25519 key signs (the message itself, not a digest of it). */
export function signingMessage(rawTransaction: Uint8Array): Uint8Array {
  return concatBytes(RAW_TRANSACTION_SALT, rawTransaction);
}

export function encodeSignedTransaction(
  rawTransaction: Uint8Array,
  publicKey: Uint8Array,
  signature: Uint8Array,
): Uint8Array {
  if (publicKey.length !== 32) throw new Error('An Aptos ed25519 public key has 32 bytes');
  if (signature.length !== 64) throw new Error('An Aptos ed25519 signature has 64 bytes');
  return new BcsWriter()
    .raw(rawTransaction)
    .u8(AUTHENTICATOR_ED25519)
    .bytes(publicKey)
    .bytes(signature)
    .toBytes();
}

/**
 * What POST /transactions/simulate takes: with the sender's public key, an Ed25519 authenticator
 * with a zero signature (nodes refuse a valid one); without it, a single sender with no account
 * authenticator (the node then skips the authentication key check).
 */
export function encodeSimulationTransaction(
  rawTransaction: Uint8Array,
  publicKey: Uint8Array | null,
): Uint8Array {
  if (publicKey) return encodeSignedTransaction(rawTransaction, publicKey, new Uint8Array(64));
  return new BcsWriter()
    .raw(rawTransaction)
    .u8(AUTHENTICATOR_SINGLE_SENDER)
    .u8(ACCOUNT_NO_AUTHENTICATOR)
    .toBytes();
}

/** The transaction hash nodes and explorers show: 0x + 64 hex. */
export function transactionHash(signedTransaction: Uint8Array): string {
  return `0x${bytesToHex(sha3_256(concatBytes(TRANSACTION_SALT, Uint8Array.of(USER_TRANSACTION), signedTransaction)))}`;
}
