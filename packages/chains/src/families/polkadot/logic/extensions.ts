/**
 * The transaction (signed) extensions Kestrel can encode, by the identifier the runtime's metadata
 * gives them. Each adds "extra" bytes to the extrinsic and "implicit" bytes to the signing payload
 * only, in the runtime's order. The relay chain pays with ChargeTransactionPayment (tip); Asset Hub
 * with ChargeAssetTxPayment (tip, then Option<asset id>: 0x00 pays in the native coin). An
 * identifier not listed here may carry data we cannot know, so signing refuses rather than build
 * a transaction the chain would reject.
 */
import { compact, concatBytes, uintLE } from './scale';

export interface ExtensionValues {
  /** Mortal era: period (a power of two, 4..65536) and the block number it starts at. */
  era: { period: number; birth: number };
  nonce: number;
  tip: bigint;
  specVersion: number;
  transactionVersion: number;
  genesisHash: Uint8Array;
  /** The hash of the era's birth block. */
  blockHash: Uint8Array;
}

interface ExtensionCodec {
  extra(x: ExtensionValues): Uint8Array;
  implicit(x: ExtensionValues): Uint8Array;
}

const NONE = new Uint8Array(0);
const empty: ExtensionCodec = { extra: () => NONE, implicit: () => NONE };

export function key32(key: Uint8Array, what: string): Uint8Array {
  if (key.length !== 32) throw new Error(`${what} must be 32 bytes`);
  return key;
}

/** Mortal era as Substrate encodes it (two bytes: log2 period − 1, quantized phase). */
export function encodeEra(period: number, birth: number): Uint8Array {
  if (!Number.isInteger(period) || period < 4 || period > 65536 || (period & (period - 1)) !== 0)
    throw new RangeError(`Era period ${period} must be a power of two from 4 to 65536`);
  const quantize = Math.max(period >> 12, 1);
  const phase = birth % period;
  const low = Math.min(15, Math.max(1, Math.log2(period) - 1));
  const value = low | (Math.floor(phase / quantize) << 4);
  return uintLE(value, 2);
}

const mortality: ExtensionCodec = {
  extra: (x) => encodeEra(x.era.period, x.era.birth),
  implicit: (x) => key32(x.blockHash, 'The era block hash'),
};

const KNOWN: Record<string, ExtensionCodec> = {
  CheckNonZeroSender: empty,
  CheckSpecVersion: { extra: () => NONE, implicit: (x) => uintLE(x.specVersion, 4) },
  CheckTxVersion: { extra: () => NONE, implicit: (x) => uintLE(x.transactionVersion, 4) },
  CheckGenesis: { extra: () => NONE, implicit: (x) => key32(x.genesisHash, 'The genesis hash') },
  CheckMortality: mortality,
  CheckEra: mortality,
  CheckNonce: { extra: (x) => compact(x.nonce), implicit: () => NONE },
  CheckWeight: empty,
  ChargeTransactionPayment: { extra: (x) => compact(x.tip), implicit: () => NONE },
  // Tip, then the fee asset: None (0x00), the native coin.
  ChargeAssetTxPayment: { extra: (x) => concatBytes(compact(x.tip), Uint8Array.of(0)), implicit: () => NONE },
  // Mode byte 0 (disabled) in the extrinsic; Option<hash> None in the signing payload.
  CheckMetadataHash: { extra: () => Uint8Array.of(0), implicit: () => Uint8Array.of(0) },
  // Empty on both sides (cumulus weight reclaim, frame_system call authorization, relay claims).
  StorageWeightReclaim: empty,
  WeightReclaim: empty,
  AuthorizeCall: empty,
  PrevalidateAttests: empty,
  // pallet_revive's SetOrigin (Westend Asset Hub; polkadot-sdk substrate/frame/revive/src/evm/
  // tx_extension.rs): identifier "EthSetOrigin", its one field `#[codec(skip)]`, Implicit = ().
  EthSetOrigin: empty,
};

function codecOf(identifier: string): ExtensionCodec {
  const codec = Object.hasOwn(KNOWN, identifier) ? KNOWN[identifier] : undefined;
  if (!codec)
    throw new Error(
      `This runtime's transaction extension ${identifier} is not one Kestrel can encode; refusing to sign a transaction the chain would reject`,
    );
  return codec;
}

/** Throws unless every identifier is one Kestrel can encode. */
export function checkExtensions(identifiers: readonly string[]): void {
  for (const id of identifiers) codecOf(id);
}

export function encodeExtra(identifiers: readonly string[], x: ExtensionValues): Uint8Array {
  return concatBytes(...identifiers.map((id) => codecOf(id).extra(x)));
}

export function encodeImplicit(identifiers: readonly string[], x: ExtensionValues): Uint8Array {
  return concatBytes(...identifiers.map((id) => codecOf(id).implicit(x)));
}
