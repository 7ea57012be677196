/**
 * Published vectors: trustwallet/wallet-core tests/chains/Aptos/TWAnySignerTests.cpp
 * (TWAnySignerAptos.TxSign, an aptos_account::transfer of 1000 octas broadcast on devnet as
 * 0xb4d62afd…2467; the same case is rust/chains/tw_aptos/tests/signer.rs
 * test_aptos_sign_transaction_transfer), commit 5295dc4fe299c527b7984611afb597ba003f6ce2.
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import {
  encodeRawTransaction,
  encodeSignedTransaction,
  signingMessage,
  transactionHash,
  type AptosTransfer,
} from './transaction';

const ADDRESS = '0x07968dab936c1bad187c60ce4082f307d030d780e91e694ae03aef16aba73f30';
const KEY = hexToBytes('5d996aa76b3212142792d9130796cd2e11e3c445a93118c08414df4f66bc60ec');
const TRANSFER: AptosTransfer = {
  sender: ADDRESS,
  sequenceNumber: 99n,
  to: ADDRESS,
  amount: 1000n,
  maxGasAmount: 3296766n,
  gasUnitPrice: 100n,
  expirationTimestampSecs: 3664390082n,
  chainId: 33,
};
const RAW =
  '07968dab936c1bad187c60ce4082f307d030d780e91e694ae03aef16aba73f3063000000000000000200000000000000000000000000000000000000000000000000000000000000010d6170746f735f6163636f756e74087472616e7366657200022007968dab936c1bad187c60ce4082f307d030d780e91e694ae03aef16aba73f3008e803000000000000fe4d3200000000006400000000000000c2276ada0000000021';
const SIGNATURE =
  '5707246db31e2335edc4316a7a656a11691d1d1647f6e864d1ab12f43428aaaf806cf02120d0b608cdd89c5c904af7b137432aacdd60cc53f9fad7bd33578e01';
const ENCODED = `${RAW}0020ea526ba1710343d953461ff68641f1b7df5f23b9042ffa2d2a798d3adb3f3d6c40${SIGNATURE}`;

describe('Aptos transfer encoding against Trust Wallet Core', () => {
  it('encodes the RawTransaction byte for byte', () => {
    expect(bytesToHex(encodeRawTransaction(TRANSFER))).toBe(RAW);
  });

  it('signs the salted message to the published signature and encodes the SignedTransaction', () => {
    const raw = encodeRawTransaction(TRANSFER);
    const signature = ed25519.sign(signingMessage(raw), KEY);
    expect(bytesToHex(signature)).toBe(SIGNATURE);
    const signed = encodeSignedTransaction(raw, ed25519.getPublicKey(KEY), signature);
    expect(bytesToHex(signed)).toBe(ENCODED);
  });

  it('hashes the signed transaction to the hash the network gave it', () => {
    expect(transactionHash(hexToBytes(ENCODED))).toBe(
      '0xb4d62afd3862116e060dd6ad9848ccb50c2bc177799819f1d29c059ae2042467',
    );
  });

  it('refuses values BCS cannot carry', () => {
    expect(() => encodeRawTransaction({ ...TRANSFER, amount: -1n })).toThrow(/u64/);
    expect(() => encodeRawTransaction({ ...TRANSFER, amount: 1n << 64n })).toThrow(/u64/);
    expect(() => encodeRawTransaction({ ...TRANSFER, chainId: 256 })).toThrow(/chain id/);
    expect(() => encodeRawTransaction({ ...TRANSFER, to: '0xzz' })).toThrow(/Not an Aptos address/);
  });
});
