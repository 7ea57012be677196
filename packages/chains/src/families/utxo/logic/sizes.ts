/**
 * Transaction size estimates in weight units (BIP-141), from which vsize = ceil(weight / 4).
 * Signatures are counted at their largest DER length (72 bytes + sighash byte), so estimates
 * never fall short of the real size.
 */
export type InputType = 'pkh' | 'sh-wpkh' | 'wpkh' | 'tr';

/** Weight of one input: non-witness bytes × 4 + witness bytes. */
const INPUT_WEIGHT: Record<InputType, number> = {
  // outpoint 36 + scriptSig len 1 + <sig 73><pubkey 34> 107 + sequence 4 = 148 bytes.
  pkh: 148 * 4,
  // 36 + 1 + 23 (push of the 22-byte redeem script) + 4 = 64; witness 1 + 73 + 34 = 108.
  'sh-wpkh': 64 * 4 + 108,
  // 36 + 1 + 4 = 41; witness 108.
  wpkh: 41 * 4 + 108,
  // 41; witness 1 + 1 + 64 (SIGHASH_DEFAULT Schnorr signature).
  tr: 41 * 4 + 66,
};

/** Output bytes: value 8 + script length 1 + script. */
export function outputWeight(scriptLength: number): number {
  return (8 + 1 + scriptLength) * 4;
}

export function estimateVsize(inputs: InputType[], outputScriptLengths: number[]): number {
  const segwit = inputs.some((t) => t !== 'pkh');
  // version 4 + input count 1 + output count 1 + locktime 4 (+ marker and flag, witness-only bytes).
  const overhead = 10 * 4 + (segwit ? 2 : 0);
  const weight =
    overhead +
    inputs.reduce((w, t) => w + INPUT_WEIGHT[t], 0) +
    outputScriptLengths.reduce((w, l) => w + outputWeight(l), 0);
  return Math.ceil(weight / 4);
}

/** Fee for `vsize` at `rate` sat/vB. */
export function feeFor(vsize: number, rate: bigint): bigint {
  return BigInt(vsize) * rate;
}
