/**
 * A Cardano payment, encoded by hand (Conway-era CDDL): body {0: inputs, 1: outputs, 2: fee,
 * 3: ttl}, outputs in the legacy [address, coin] form ([address, [coin, multiasset]] with native
 * assets), and a witness set {0: [[vkey, signature]]}.
 * The transaction id is blake2b-256 of the body bytes, which is also what each key signs.
 */
import { blake2b } from '@noble/hashes/blake2.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { bech32 } from '@scure/base';
import { array, bytes, encodeCbor, entries, map, uint, type Cbor } from './cbor';
import { signExtended } from './ed25519-extended';
import { cardanoPublicKey } from '../../../keys/cardano-icarus';

export interface CardanoInput {
  txHash: string;
  index: number;
}

export interface CardanoOutput {
  address: string;
  lovelace: bigint;
  /** Native assets it carries: unit (policy id ‖ asset name, hex) → quantity above zero. */
  assets?: Record<string, bigint>;
}

export interface CardanoBody {
  inputs: CardanoInput[];
  outputs: CardanoOutput[];
  fee: bigint;
  ttl: bigint;
}

export function addressBytes(address: string): Uint8Array {
  return bech32.fromWords(bech32.decode(address as `${string}1${string}`, false).words);
}

/** Inputs are a set: the ledger's canonical order is by transaction id, then output index. */
export function sortInputs(inputs: CardanoInput[]): CardanoInput[] {
  return [...inputs].sort((a, b) =>
    a.txHash === b.txHash ? a.index - b.index : a.txHash < b.txHash ? -1 : 1,
  );
}

/** Canonical CBOR key order (as the ledger's tools write it): shorter first, then bytewise. */
const canonical = (a: string, b: string) =>
  a.length === b.length ? (a < b ? -1 : a > b ? 1 : 0) : a.length - b.length;

/** multiasset = {policy id: {asset name: quantity}}, both levels in canonical order. */
function multiasset(assets: Record<string, bigint>): Cbor {
  const byPolicy = new Map<string, [string, bigint][]>();
  for (const [unit, quantity] of Object.entries(assets)) {
    if (quantity <= 0n) throw new Error(`A native asset quantity must be above zero (${unit})`);
    const policy = unit.slice(0, 56);
    byPolicy.set(policy, [...(byPolicy.get(policy) ?? []), [unit.slice(56), quantity]]);
  }
  return entries(
    [...byPolicy]
      .sort(([a], [b]) => canonical(a, b))
      .map(([policy, names]): [Cbor, Cbor] => [
        bytes(hexToBytes(policy)),
        entries(
          names
            .sort(([a], [b]) => canonical(a, b))
            .map(([n, q]): [Cbor, Cbor] => [bytes(hexToBytes(n)), uint(q)]),
        ),
      ]),
  );
}

/** [address, coin], or [address, [coin, multiasset]] when it carries native assets. */
export function outputItem(output: CardanoOutput): Cbor {
  const coin = uint(output.lovelace);
  const held = output.assets && Object.keys(output.assets).length ? output.assets : undefined;
  return array([bytes(addressBytes(output.address)), held ? array([coin, multiasset(held)]) : coin]);
}

export function encodeBody(body: CardanoBody): Uint8Array {
  const inputs = sortInputs(body.inputs).map((i) =>
    array([bytes(hexToBytes(i.txHash.toLowerCase())), uint(i.index)]),
  );
  return encodeCbor(
    map([
      [0, array(inputs)],
      [1, array(body.outputs.map(outputItem))],
      [2, uint(body.fee)],
      [3, uint(body.ttl)],
    ]),
  );
}

export function bodyHash(bodyBytes: Uint8Array): Uint8Array {
  return blake2b(bodyBytes, { dkLen: 32 });
}

export interface VkeyWitness {
  vkey: Uint8Array;
  signature: Uint8Array;
}

export function witnessFor(bodyBytes: Uint8Array, extendedKey: Uint8Array): VkeyWitness {
  return {
    vkey: cardanoPublicKey(extendedKey.subarray(0, 32)),
    signature: signExtended(extendedKey, bodyHash(bodyBytes)),
  };
}

/** [body, witness set, is_valid = true, auxiliary data = null], the body kept as the signed bytes. */
export function encodeSignedTx(bodyBytes: Uint8Array, witnesses: VkeyWitness[]): Uint8Array {
  const witnessSet = encodeCbor(
    map([[0, array(witnesses.map((w) => array([bytes(w.vkey), bytes(w.signature)])))]]),
  );
  const out = new Uint8Array(1 + bodyBytes.length + witnessSet.length + 2);
  out[0] = 0x84;
  out.set(bodyBytes, 1);
  out.set(witnessSet, 1 + bodyBytes.length);
  out[out.length - 2] = 0xf5;
  out[out.length - 1] = 0xf6;
  return out;
}

export function txIdHex(bodyBytes: Uint8Array): string {
  return bytesToHex(bodyHash(bodyBytes));
}
