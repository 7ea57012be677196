/**
 * Published vectors: trustwallet/wallet-core tests/chains/Hedera/SignerTests.cpp (transactions
 * broadcast on testnet and mainnet, hashscan links in that file) and TWAnySignerTests.cpp. Trust
 * Wallet's C++ protobuf leaves zero fields out; the same messages with only its fields present
 * give its bytes exactly, and ed25519 signatures are deterministic, so the signatures match too.
 * (The SDK writes zero shard/realm, isApproval and scheduled explicitly: transaction.sdk.test.ts.)
 */
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { hederaSigner } from './signer';
import {
  encodeSignedTransaction,
  encodeTransactionBody,
  type AccountIdMsg,
  type TransactionBodyMsg,
} from './transaction';

const n = (accountNum: bigint): AccountIdMsg => ({ accountNum });

/** Trust Wallet's body: receiver first, zero fields absent, memo only when set. */
function twBody(o: {
  seconds: bigint;
  nanos: number;
  payer: bigint;
  node: bigint;
  to: bigint;
  memo?: string;
}): TransactionBodyMsg {
  return {
    transactionID: { transactionValidStart: { seconds: o.seconds, nanos: o.nanos }, accountID: n(o.payer) },
    nodeAccountID: n(o.node),
    transactionFee: 100_000_000n,
    transactionValidDuration: { seconds: 120n },
    ...(o.memo !== undefined ? { memo: o.memo } : {}),
    accountAmounts: [
      { accountID: n(o.to), amount: 100_000_000n },
      { accountID: n(o.payer), amount: -100_000_000n },
    ],
  };
}

async function signed(seedHex: string, body: TransactionBodyMsg): Promise<string> {
  const signer = hederaSigner(hexToBytes(seedHex));
  const bodyBytes = encodeTransactionBody(body);
  const signature = await signer.signMessage(bodyBytes);
  return bytesToHex(encodeSignedTransaction(bodyBytes, [{ publicKey: signer.publicKey, signature }]));
}

describe('Trust Wallet Core Hedera vectors', () => {
  it('HederaSigner.Sign (testnet 0.0.48694347-1667222879-749068449)', async () => {
    const hex = await signed(
      'e87a5584c0173263e138db689fdb2a7389025aaae7cb1a18a1017d76012130e8',
      twBody({ seconds: 1667222879n, nanos: 749068449, payer: 48694347n, node: 9n, to: 48462050n }),
    );
    expect(hex).toBe(
      '0a440a150a0c08df9aff9a0610a1c197e502120518cb889c17120218091880c2d72f22020878721e0a1c0a0c0a0518e2f18d17108084af5f0a0c0a0518cb889c1710ff83af5f12660a640a205d3a70d08b2beafb72c7a68986b3ff819a306078b8c359d739e4966e82e6d40e1a40612589c3b15f1e3ed6084b5a3a5b1b81751578cac8d6c922f31731b3982a5bac80a22558b2197276f5bae49b62503a4d39448ceddbc5ef3ba9bee4c0f302f70c',
    );
  });

  it('HederaSigner.SignWithMemo (testnet)', async () => {
    const hex = await signed(
      'e87a5584c0173263e138db689fdb2a7389025aaae7cb1a18a1017d76012130e8',
      twBody({
        seconds: 1667227300n,
        nanos: 854561449,
        payer: 48694347n,
        node: 7n,
        to: 48462050n,
        memo: 'wallet core',
      }),
    );
    expect(hex).toBe(
      '0a510a150a0c08a4bdff9a0610a9a5be9703120518cb889c17120218071880c2d72f22020878320b77616c6c657420636f7265721e0a1c0a0c0a0518e2f18d17108084af5f0a0c0a0518cb889c1710ff83af5f12660a640a205d3a70d08b2beafb72c7a68986b3ff819a306078b8c359d739e4966e82e6d40e1a40ee1764c9acf79b68a675c1a78c8c43cb7d136f5f230b48b44992ad3e7ba87a8256758b823120a76142e58b94f082a0551000cf68cd3336fc4393c6b2191d8603',
    );
  });

  it('HederaSigner.SignWithMemoMainnet (mainnet 0.0.1377988-1667566445-926176449)', async () => {
    const hex = await signed(
      '650c5120cbdc6244e3d10001eb27eea4dd3f80c331b3b6969fa434797d4edd50',
      twBody({
        seconds: 1667566445n,
        nanos: 926176449,
        payer: 1377988n,
        node: 12n,
        to: 19783n,
        memo: 'wallet core',
      }),
    );
    expect(hex).toBe(
      '0a4e0a140a0c08ed96949b0610c1a9d1b903120418c48d541202180c1880c2d72f22020878320b77616c6c657420636f7265721c0a1a0a0b0a0418c79a01108084af5f0a0b0a0418c48d5410ff83af5f12660a640a207df3e1ab790b28de4706d36a7aa99a0e043cb3e2c3d6ec6686e4af7f638b08601a4020a527f81c10a256b089fb2fbe2a1fc5917e0d221c0d06b8bb9095a6b26390634610f2034b99025ad70db4d84e08751841c2a70651220e32d1213a4b05ec9906',
    );
  });

  it('HederaSigner.ProtoTestsTransactionBodyWithMemo (node 0.0.3)', () => {
    const body = twBody({
      seconds: 1667215034n,
      nanos: 942876449,
      payer: 48694347n,
      node: 3n,
      to: 48462050n,
      memo: 'wallet core',
    });
    expect(bytesToHex(encodeTransactionBody(body))).toBe(
      '0a150a0c08baddfe9a0610a1ceccc103120518cb889c17120218031880c2d72f22020878320b77616c6c657420636f7265721e0a1c0a0c0a0518e2f18d17108084af5f0a0c0a0518cb889c1710ff83af5f',
    );
  });
});
