/**
 * The hand encoder against iso-filecoin (MIT, the SDK the devnet decodes with) on many random
 * sends: unsigned message bytes, message CID, signature (iso-filecoin's wallet.signMessage),
 * Lotus JSON, and the signed message's CID (dag-cbor [message, 0x01 || signature], @ipld/dag-cbor)
 * must be identical, on mainnet (f) and test networks (t), to every address protocol.
 */
import { decode, encode } from '@ipld/dag-cbor';
import { bytesToHex } from '@noble/hashes/utils.js';
import { base32nopad } from '@scure/base';
import fc from 'fast-check';
import * as Address from 'iso-filecoin/address';
import { Message } from 'iso-filecoin/message';
import { lotusCid } from 'iso-filecoin/utils';
import { signMessage as sdkSign } from 'iso-filecoin/wallet';
import { describe, expect, it } from 'vitest';
import type { NetworkName } from '../../../registry/types';
import { cidBytes, encodeMessage, toLotus, type FilecoinMessage } from './message';
import { METHOD_INVOKE_EVM, METHOD_SEND } from './rules';
import { signMessage } from './sign';
import { filecoinSigner } from './signer';

const key = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .filter((k) => k.some((b) => b !== 0) && k[0]! < 0xff);

function recipient(net: 'mainnet' | 'testnet') {
  const bytes = (n: number) => fc.uint8Array({ minLength: n, maxLength: n });
  return fc.oneof(
    bytes(20).map((b) => Address.fromBytes(Uint8Array.of(1, ...b), net).toString()),
    bytes(20).map((b) => Address.fromBytes(Uint8Array.of(2, ...b), net).toString()),
    bytes(48).map((b) => Address.fromBytes(Uint8Array.of(3, ...b), net).toString()),
    bytes(20).map((b) => Address.fromBytes(Uint8Array.of(4, 10, ...b), net).toString()),
    fc.bigInt({ min: 0n, max: (1n << 63n) - 1n }).map((id) => `${net === 'mainnet' ? 'f' : 't'}0${id}`),
  );
}

const amount = (bits: bigint) => fc.bigInt({ min: 0n, max: (1n << bits) - 1n }).map(String);
const safeInt = fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }).map(String);

const sendOn = (net: 'mainnet' | 'testnet') =>
  fc.record({
    key,
    to: recipient(net),
    nonce: safeInt,
    value: amount(128n),
    gasLimit: safeInt,
    gasFeeCap: amount(80n),
    gasPremium: amount(80n),
  });

const cidText = (b: Uint8Array) => `b${base32nopad.encode(b).toLowerCase()}`;

describe('Filecoin messages byte-identical to iso-filecoin', () => {
  for (const net of ['mainnet', 'testnet'] as const) {
    it(`on ${net}: bytes, CID, signature, Lotus JSON and signed CID`, async () => {
      const ours: NetworkName = net;
      await fc.assert(
        fc.asyncProperty(sendOn(net), async (r) => {
          const signer = filecoinSigner(r.key, ours);
          const m: FilecoinMessage = {
            to: r.to,
            from: signer.address,
            nonce: r.nonce,
            value: r.value,
            gasLimit: r.gasLimit,
            gasFeeCap: r.gasFeeCap,
            gasPremium: r.gasPremium,
            method: r.to[1] === '4' ? METHOD_INVOKE_EVM : METHOD_SEND,
          };
          const sdk = Message.fromLotus(toLotus(m));
          const encoded = encodeMessage(m, ours);
          expect(bytesToHex(encoded)).toBe(bytesToHex(sdk.serialize()));
          expect(bytesToHex(cidBytes(encoded))).toBe(bytesToHex(sdk.cidBytes()));
          expect(toLotus(m)).toEqual(sdk.toLotus());
          const { signature, cid } = await signMessage(m, ours, signer);
          const sdkSig = sdkSign(r.key, 'SECP256K1', sdk);
          expect(bytesToHex(signature)).toBe(bytesToHex(sdkSig.data));
          const signedSdk = encode([decode(sdk.serialize()), Uint8Array.of(1, ...sdkSig.data)]);
          expect(cid).toBe(cidText(lotusCid(signedSdk)));
        }),
        { numRuns: 150 },
      );
    });
  }
});
