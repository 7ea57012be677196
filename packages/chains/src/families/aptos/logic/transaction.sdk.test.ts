/**
 * The hand-written encoder against the official SDK (@aptos-labs/ts-sdk, a devDependency) on many
 * random transfers: the same RawTransaction bytes, signing message, SignedTransaction bytes and hash.
 */
import {
  AccountAddress,
  AccountAuthenticatorEd25519,
  ChainId,
  Ed25519PublicKey,
  Ed25519Signature,
  EntryFunction,
  generateSignedTransactionForSimulation,
  generateSigningMessageForTransaction,
  generateUserTransactionHash,
  RawTransaction,
  SignedTransaction,
  SimpleTransaction,
  TransactionAuthenticatorEd25519,
  TransactionPayloadEntryFunction,
  U64,
} from '@aptos-labs/ts-sdk';
import { ed25519 } from '@noble/curves/ed25519.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  encodeRawTransaction,
  encodeSignedTransaction,
  encodeSimulationTransaction,
  signingMessage,
  transactionHash,
  type AptosTransfer,
} from './transaction';

const u64 = fc.bigInt({ min: 0n, max: (1n << 64n) - 1n });
const address = fc.oneof(
  fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => `0x${bytesToHex(b)}`),
  fc.integer({ min: 0, max: 15 }).map((n) => `0x${n.toString(16)}`),
);
const transfer = fc.record({
  sender: address,
  sequenceNumber: u64,
  to: address,
  amount: u64,
  maxGasAmount: u64,
  gasUnitPrice: u64,
  expirationTimestampSecs: u64,
  chainId: fc.integer({ min: 1, max: 255 }),
});

function sdkRaw(t: AptosTransfer): RawTransaction {
  const payload = new TransactionPayloadEntryFunction(
    EntryFunction.build('0x1::aptos_account', 'transfer', [], [AccountAddress.from(t.to), new U64(t.amount)]),
  );
  return new RawTransaction(
    AccountAddress.from(t.sender),
    t.sequenceNumber,
    payload,
    t.maxGasAmount,
    t.gasUnitPrice,
    t.expirationTimestampSecs,
    new ChainId(t.chainId),
  );
}

describe('Aptos encoder equals @aptos-labs/ts-sdk', () => {
  it('RawTransaction and signing message on random transfers', () => {
    fc.assert(
      fc.property(transfer, (t) => {
        const ours = encodeRawTransaction(t);
        const raw = sdkRaw(t);
        expect(bytesToHex(ours)).toBe(bytesToHex(raw.bcsToBytes()));
        expect(bytesToHex(signingMessage(ours))).toBe(
          bytesToHex(generateSigningMessageForTransaction(new SimpleTransaction(raw))),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('SignedTransaction bytes and hash on random transfers and keys', () => {
    fc.assert(
      fc.property(transfer, fc.uint8Array({ minLength: 32, maxLength: 32 }), (t, seed) => {
        const publicKey = ed25519.getPublicKey(seed);
        const raw = encodeRawTransaction(t);
        const signature = ed25519.sign(signingMessage(raw), seed);
        const ours = encodeSignedTransaction(raw, publicKey, signature);
        const authenticator = new TransactionAuthenticatorEd25519(
          new Ed25519PublicKey(publicKey),
          new Ed25519Signature(signature),
        );
        const theirs = new SignedTransaction(sdkRaw(t), authenticator).bcsToBytes();
        expect(bytesToHex(ours)).toBe(bytesToHex(theirs));
        const sdkHash = generateUserTransactionHash({
          transaction: new SimpleTransaction(sdkRaw(t)),
          senderAuthenticator: new AccountAuthenticatorEd25519(
            new Ed25519PublicKey(publicKey),
            new Ed25519Signature(signature),
          ),
        });
        expect(transactionHash(ours)).toBe(sdkHash);
      }),
      { numRuns: 100 },
    );
  });
});

describe('Aptos simulation bodies equal @aptos-labs/ts-sdk', () => {
  it('with and without the sender public key', () => {
    fc.assert(
      fc.property(transfer, fc.uint8Array({ minLength: 32, maxLength: 32 }), (t, seed) => {
        const publicKey = ed25519.getPublicKey(seed);
        const raw = encodeRawTransaction(t);
        const transaction = new SimpleTransaction(sdkRaw(t));
        expect(bytesToHex(encodeSimulationTransaction(raw, publicKey))).toBe(
          bytesToHex(
            generateSignedTransactionForSimulation({
              transaction,
              signerPublicKey: new Ed25519PublicKey(publicKey),
            }),
          ),
        );
        expect(bytesToHex(encodeSimulationTransaction(raw, null))).toBe(
          bytesToHex(generateSignedTransactionForSimulation({ transaction })),
        );
      }),
      { numRuns: 100 },
    );
  });
});
