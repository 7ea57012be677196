/**
 * Cardano native assets. Kestrel's token id is Blockfrost's unit: the policy id (28 bytes, 56 hex)
 * followed by the asset name (0–32 bytes), lowercase hex; `policy.name` is taken too. The ledger
 * keeps no decimals or ticker: a token shows 0 decimals and its asset name when that is printable
 * text (a CIP-67 label prefix, as CIP-68 tokens carry, is left out), else the policy id's start.
 */
import type { TokenInfo } from '../../../adapter-types';
import type { AddressCheck } from '../../../keys/types';
import type { RawAddress } from '../network/schemas';

const UNIT = /^[0-9a-f]{56}(?:[0-9a-f]{2}){0,32}$/;

/** A token id in Kestrel's form (the unit), or a reason. */
export function validateCardanoTokenId(text: string): AddressCheck {
  const unit = text
    .trim()
    .toLowerCase()
    .replace(/^([0-9a-f]{56})\./, '$1');
  if (UNIT.test(unit)) return { valid: true, normalized: unit };
  return {
    valid: false,
    reason:
      'A Cardano token is its policy id (56 hex characters) followed by its asset name in hex (up to 64)',
  };
}

export function parseUnit(contract: string): string {
  const check = validateCardanoTokenId(contract);
  if (!check.valid) throw new Error(`Invalid Cardano token: ${check.reason}`);
  return check.normalized;
}

/** CIP-67 labels of CIP-68 tokens: (100) reference, (222) NFT, (333) fungible, (444) rich fungible. */
const CIP67_LABELS = ['000643b0', '000de140', '0014df10', '001bc280'];

/** The asset name as text when it is printable UTF-8 (after any CIP-67 label), else undefined. */
export function assetNameText(unit: string): string | undefined {
  let name = unit.slice(56);
  if (CIP67_LABELS.includes(name.slice(0, 8))) name = name.slice(8);
  if (!name) return undefined;
  const bytes = Uint8Array.from(name.match(/../g)!.map((h) => parseInt(h, 16)));
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
  return /^[\p{L}\p{N}\p{P}\p{S} ]+$/u.test(text) ? text : undefined;
}

export function nativeAssetInfo(contract: string): TokenInfo {
  const unit = parseUnit(contract);
  const text = assetNameText(unit);
  const label = text ?? `${unit.slice(0, 8)}…`;
  return { name: label, symbol: label, decimals: 0 };
}

/** How much of `unit` the address's UTXOs hold. */
export function heldQuantity(raw: RawAddress, unit: string): bigint {
  let n = 0n;
  for (const u of raw.utxos) for (const a of u.assets ?? []) if (a.unit === unit) n += a.quantity;
  return n;
}
