/**
 * Our transfer encoder against @polkadot/types (a devDependency through @polkadot/api) for both
 * extension sets Kestrel signs with: Asset Hub's (ChargeAssetTxPayment: tip + Option<asset id>,
 * CheckMetadataHash) and a relay chain's (ChargeTransactionPayment: tip alone). polkadot-js builds
 * the signing payload and the signed extrinsic from its registry set to the same extension list;
 * both must be byte-identical to ours. The call is decoded against polkadot-js's bundled Polkadot
 * metadata (Balances at 5); the extensions are what differs between the chains. An extension
 * Kestrel cannot encode refuses to sign.
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { blake2b } from '@noble/hashes/blake2.js';
import { Metadata, TypeRegistry } from '@polkadot/types';
import staticPolkadot from '@polkadot/types-support/metadata/static-polkadot';
import { hex } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { checkExtensions } from './extensions';
import { encodeSigned, extrinsicHash, signingPayload, type SignedExtensions } from './extrinsic';
import { ASSET_HUB_EXTENSIONS, RELAY_EXTENSIONS, RUNTIME } from './rules';

const registry = new TypeRegistry();
registry.setMetadata(new Metadata(registry, staticPolkadot));

const rand = (bytes: number) => crypto.getRandomValues(new Uint8Array(bytes));
const big = (bytes: number) => BigInt(`0x${hex.encode(rand(bytes))}`);

function compare(
  identifiers: readonly string[],
  i: number,
  user?: Parameters<typeof registry.setSignedExtensions>[1],
) {
  registry.setSignedExtensions([...identifiers], user);
  const seed = rand(32);
  const signer = ed25519.getPublicKey(seed);
  const call = { callIndex: [5, i % 2 ? 3 : 0] as const, dest: rand(32), value: big(1 + (i % 16)) };
  const x: SignedExtensions = {
    era: { period: 2 ** (2 + (i % 15)), birth: Number(big(3)) },
    nonce: Number(big(1 + (i % 4))) >>> 0,
    tip: i % 3 ? 0n : big(1 + (i % 8)),
    specVersion: Number(big(4)) >>> 0,
    transactionVersion: Number(big(2)),
    genesisHash: rand(32),
    blockHash: rand(32),
    identifiers,
  };
  const method = registry.createType('Call', {
    callIndex: Uint8Array.from(call.callIndex),
    args: { dest: { Id: call.dest }, value: call.value },
  });
  const payloadValue = {
    method: method.toHex(),
    era: registry.createType('ExtrinsicEra', { current: x.era.birth, period: x.era.period }),
    nonce: x.nonce,
    tip: x.tip,
    specVersion: x.specVersion,
    transactionVersion: x.transactionVersion,
    genesisHash: x.genesisHash,
    blockHash: x.blockHash,
    mode: 0,
  };
  const theirs = registry.createType('ExtrinsicPayload', payloadValue, { version: 4 });
  const ours = signingPayload(call, x);
  const raw = theirs.toU8a({ method: true });
  expect(hex.encode(ours)).toBe(hex.encode(raw.length > 256 ? blake2b(raw, { dkLen: 32 }) : raw));
  const signature = ed25519.sign(ours, seed);
  const ext = registry.createType('Extrinsic', method, { version: 4 });
  ext.addSignature(signer, Uint8Array.of(0, ...signature), payloadValue);
  const encoded = encodeSigned(call, x, signer, signature);
  expect(hex.encode(encoded)).toBe(ext.toHex().slice(2));
  expect(`0x${hex.encode(extrinsicHash(encoded))}`).toBe(ext.hash.toHex());
}

describe('Polkadot transaction extensions against @polkadot/types', () => {
  it('Asset Hub (ChargeAssetTxPayment + CheckMetadataHash): signing payload and extrinsic identical (200 random transfers)', () => {
    expect(RUNTIME.mainnet.extensions).toEqual(ASSET_HUB_EXTENSIONS);
    for (let i = 0; i < 200; i++) compare(ASSET_HUB_EXTENSIONS, i);
  });

  it('Westend Asset Hub (AuthorizeCall, EthSetOrigin and StorageWeightReclaim add no bytes): identical (200 random transfers)', () => {
    // polkadot-js is told what the runtime's metadata says of them: no extra, no implicit data.
    const none = { extrinsic: {}, payload: {} };
    const user = { AuthorizeCall: none, EthSetOrigin: none, StorageWeightReclaim: none };
    for (let i = 0; i < 200; i++) compare(RUNTIME.testnet.extensions, i, user);
  });

  it('relay chain (ChargeTransactionPayment): signing payload and extrinsic identical (200 random transfers)', () => {
    for (let i = 0; i < 200; i++) compare(RELAY_EXTENSIONS, i);
    for (let i = 0; i < 50; i++) compare([...RELAY_EXTENSIONS, 'CheckMetadataHash'], i);
  });

  it("Asset Hub's extra is the relay's with the fee asset None (0x00) after the tip", () => {
    const x = {
      era: { period: 64, birth: 100 },
      nonce: 7,
      tip: 0n,
      specVersion: 1,
      transactionVersion: 1,
      genesisHash: new Uint8Array(32),
      blockHash: new Uint8Array(32),
    };
    const call = { callIndex: [10, 3] as const, dest: new Uint8Array(32).fill(1), value: 5n };
    const sig = new Uint8Array(64);
    const a = encodeSigned(call, { ...x, identifiers: ASSET_HUB_EXTENSIONS }, new Uint8Array(32), sig);
    const r = encodeSigned(
      call,
      { ...x, identifiers: [...RELAY_EXTENSIONS, 'CheckMetadataHash'] },
      new Uint8Array(32),
      sig,
    );
    // era (2) + nonce (1) + tip (1), then Asset Hub's 0x00 asset before the metadata-hash mode 0x00.
    const at = 1 + 1 + 32 + 1 + 64 + 2 + 1 + 1 + 1;
    expect(hex.encode(a.slice(at, at + 2))).toBe('0000');
    expect(hex.encode(r.slice(at, at + 1))).toBe('00');
    expect(a.length).toBe(r.length + 1);
  });

  it('refuses to sign for a runtime with an extension it cannot encode', () => {
    const x: SignedExtensions = {
      era: { period: 64, birth: 1 },
      nonce: 0,
      tip: 0n,
      specVersion: 1,
      transactionVersion: 1,
      genesisHash: new Uint8Array(32),
      blockHash: new Uint8Array(32),
      // An extension with data (a bool in the runtimes that have it) Kestrel does not know.
      identifiers: [...ASSET_HUB_EXTENSIONS, 'RestrictOrigin'],
    };
    const call = { callIndex: [10, 3] as const, dest: new Uint8Array(32), value: 1n };
    expect(() => signingPayload(call, x)).toThrow(
      /transaction extension RestrictOrigin is not one Kestrel can encode/,
    );
    expect(() => encodeSigned(call, x, new Uint8Array(32), new Uint8Array(64))).toThrow(/RestrictOrigin/);
    expect(() => checkExtensions(['toString'])).toThrow(/toString/);
    for (const network of ['mainnet', 'testnet', 'devnet'] as const)
      expect(() => checkExtensions(RUNTIME[network].extensions)).not.toThrow();
  });
});
