/**
 * Kestrel's hand-written SIGN_MODE_DIRECT transactions against cosmjs (@cosmjs/proto-signing and
 * @cosmjs/stargate, devDependencies) on random transfers: for the Cosmos Hub cosmjs encodes the
 * bank MsgSend body, the AuthInfo and the SignDoc and signs with DirectSecp256k1Wallet, and the
 * TxRaw Kestrel broadcasts must hold exactly those bytes and that signature. THORChain's
 * /types.MsgSend is not in cosmjs's registry: its body is checked against wallet-core's vectors
 * (sign.vectors.test.ts); here cosmjs builds and signs everything around it.
 */
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { base64, bech32, hex } from '@scure/base';
import {
  decodeTxRaw,
  DirectSecp256k1Wallet,
  encodePubkey,
  makeAuthInfoBytes,
  makeSignDoc,
  Registry,
} from '@cosmjs/proto-signing';
import { defaultRegistryTypes } from '@cosmjs/stargate';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PreparedTransfer } from '../../../adapter-types';
import { buildTransaction } from './build';
import type { CosmosPrepared } from './payload';
import { signTransaction } from './sign';
import { signerFromKeyBytes } from './signer';

const registry = new Registry(defaultRegistryTypes);
const N = secp256k1.Point.CURVE().n;

const key = fc.uint8Array({ minLength: 32, maxLength: 32 }).filter((k) => {
  const v = BigInt(`0x${hex.encode(k)}`);
  return v > 0n && v < N;
});

/**
 * cosmjs-types 0.11's writer encodes uint64 values in [2^31, 2^32) wrongly (2^31 comes out as
 * 00 00 00 00 00, not the varint 80 80 80 80 08), so the comparison leaves that range out;
 * proto.test.ts checks Kestrel's varints there against protobuf's encoding rule.
 */
const uint64 = (max: bigint) => fc.bigInt({ min: 0n, max }).filter((n) => n < 1n << 31n || n >= 1n << 32n);

const transfer = fc.record({
  key,
  to: fc.uint8Array({ minLength: 20, maxLength: 20 }),
  amount: fc.bigInt({ min: 1n, max: (1n << 64n) - 1n }),
  fee: fc.bigInt({ min: 0n, max: 10n ** 12n }),
  gasLimit: uint64(1n << 40n).filter((n) => n > 0n),
  accountNumber: uint64(1n << 50n),
  sequence: uint64(1n << 40n),
  memo: fc.oneof(
    fc.constant(''),
    fc.string({ maxLength: 256 }),
    fc.string({ unit: 'grapheme', maxLength: 60 }),
  ),
  chainId: fc.constantFrom('cosmoshub-4', 'thorchain-1', 'kestrel-cosmos-devnet', 'theta-testnet-001'),
});

type Transfer = typeof transfer extends fc.Arbitrary<infer T> ? T : never;

async function kestrel(chain: 'cosmos' | 'thorchain', prefix: string, t: Transfer) {
  const signer = signerFromKeyBytes(t.key);
  const from = bech32.encode(prefix, bech32.toWords(ripemd160(sha256(signer.publicKey))));
  const to = bech32.encode(prefix, bech32.toWords(t.to));
  const payload: CosmosPrepared = {
    chainId: t.chainId,
    accountNumber: t.accountNumber,
    sequence: t.sequence,
    from,
    to,
    denom: chain === 'cosmos' ? 'uatom' : 'rune',
    amount: t.amount,
    ...(t.memo ? { memo: t.memo } : {}),
    gasLimit: t.gasLimit,
    feeInTx: chain === 'cosmos',
    spendable: t.amount,
  };
  const p = { chain_name: chain, fee: t.fee, amount: t.amount, payload } as unknown as PreparedTransfer;
  const signed = await signTransaction(buildTransaction(p), signer);
  return { signed, from, to, publicKey: signer.publicKey };
}

async function cosmjsSign(
  t: Transfer,
  prefix: string,
  bodyBytes: Uint8Array,
  fee: { denom: string; amount: string }[],
  publicKey: Uint8Array,
) {
  const wallet = await DirectSecp256k1Wallet.fromKey(t.key, prefix);
  const [account] = await wallet.getAccounts();
  const pubkey = encodePubkey({ type: 'tendermint/PubKeySecp256k1', value: base64.encode(publicKey) });
  const authInfoBytes = makeAuthInfoBytes(
    [{ pubkey, sequence: t.sequence }],
    fee,
    Number(t.gasLimit),
    undefined,
    undefined,
  );
  const signDoc = makeSignDoc(bodyBytes, authInfoBytes, t.chainId, t.accountNumber);
  const { signature } = await wallet.signDirect(account!.address, signDoc);
  return { authInfoBytes, signature: base64.decode(signature.signature), address: account!.address };
}

describe('SIGN_MODE_DIRECT against cosmjs on random transfers', () => {
  it('Cosmos Hub bank sends: body, auth info, signature and TxRaw identical', async () => {
    await fc.assert(
      fc.asyncProperty(transfer, async (t) => {
        const { signed, from, to, publicKey } = await kestrel('cosmos', 'cosmos', t);
        const bodyBytes = registry.encodeTxBody({
          messages: [
            {
              typeUrl: '/cosmos.bank.v1beta1.MsgSend',
              value: {
                fromAddress: from,
                toAddress: to,
                amount: [{ denom: 'uatom', amount: t.amount.toString() }],
              },
            },
          ],
          memo: t.memo,
        });
        const fee = [{ denom: 'uatom', amount: t.fee.toString() }];
        const ref = await cosmjsSign(t, 'cosmos', bodyBytes, fee, publicKey);
        expect(ref.address).toBe(from);
        const raw = decodeTxRaw(base64.decode(signed.raw));
        const ours = base64.decode(signed.raw);
        // TxRaw = body (1), auth info (2), one signature (3): the same three fields, nothing else.
        expect(ours.length).toBe(
          bodyBytes.length +
            ref.authInfoBytes.length +
            64 +
            2 +
            2 +
            lenLen(bodyBytes.length) +
            lenLen(ref.authInfoBytes.length),
        );
        expect(hex.encode(fieldBytes(ours, 1))).toBe(hex.encode(bodyBytes));
        expect(hex.encode(fieldBytes(ours, 2))).toBe(hex.encode(ref.authInfoBytes));
        expect(hex.encode(raw.signatures[0]!)).toBe(hex.encode(ref.signature));
        expect(signed.hash).toBe(hex.encode(sha256(ours)).toUpperCase());
      }),
      { numRuns: 150 },
    );
  });

  it('THORChain sends: auth info and signature identical around Kestrel’s /types.MsgSend body', async () => {
    await fc.assert(
      fc.asyncProperty(transfer, async (t) => {
        const { signed, publicKey } = await kestrel('thorchain', 'thor', t);
        const raw = decodeTxRaw(base64.decode(signed.raw));
        const ours = base64.decode(signed.raw);
        // Kestrel's body bytes as they sit in TxRaw field 1.
        const bodyBytes = fieldBytes(ours, 1);
        expect(raw.body.messages[0]!.typeUrl).toBe('/types.MsgSend');
        expect(raw.body.memo).toBe(t.memo);
        const ref = await cosmjsSign(t, 'thor', bodyBytes, [], publicKey);
        expect(hex.encode(fieldBytes(ours, 2))).toBe(hex.encode(ref.authInfoBytes));
        expect(hex.encode(raw.signatures[0]!)).toBe(hex.encode(ref.signature));
      }),
      { numRuns: 100 },
    );
  });
});

/** Bytes of a varint length prefix. */
function lenLen(n: number): number {
  let k = 1;
  while (n >= 0x80) {
    n >>>= 7;
    k++;
  }
  return k;
}

/** The first length-delimited field `n` of a message (TxRaw fields are all length-delimited). */
function fieldBytes(bytes: Uint8Array, n: number): Uint8Array {
  let at = 0;
  const varint = () => {
    let v = 0;
    let shift = 0;
    for (;;) {
      const b = bytes[at++]!;
      v += (b & 0x7f) * 2 ** shift;
      if (!(b & 0x80)) return v;
      shift += 7;
    }
  };
  while (at < bytes.length) {
    const tag = varint();
    const len = varint();
    if (tag >> 3 === n) return bytes.slice(at, at + len);
    at += len;
  }
  throw new Error(`field ${n} missing`);
}
