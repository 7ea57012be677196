/**
 * The fee a signed Solana transaction pays, read from its own bytes with the official SDK's
 * decoders (not our encoder), after checking every signature: 5000 lamports a signature plus the
 * compute budget's price × limit (rounded up to a lamport), as the runtime charges.
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { base58, base64 } from '@scure/base';
import { getCompiledTransactionMessageDecoder, getTransactionDecoder } from '@solana/kit';
import type { SignedTx } from '../../../adapter-types';

const COMPUTE_BUDGET = 'ComputeBudget111111111111111111111111111111';

export function signedFee(signed: SignedTx): bigint {
  const tx = getTransactionDecoder().decode(base64.decode(signed.raw));
  const message = new Uint8Array(tx.messageBytes);
  const sigs = Object.entries(tx.signatures);
  for (const [address, sig] of sigs)
    if (!sig || !ed25519.verify(new Uint8Array(sig), message, base58.decode(address)))
      throw new Error(`bad signature of ${address}`);
  const decoded = getCompiledTransactionMessageDecoder().decode(message);
  // Legacy and v0 messages carry instructions (Kestrel sends legacy ones).
  if (!('instructions' in decoded)) throw new Error(`unexpected message version ${String(decoded.version)}`);
  const compiled = decoded;
  let limit = 200_000n;
  let price = 0n;
  for (const ix of compiled.instructions ?? []) {
    if (compiled.staticAccounts[ix.programAddressIndex] !== COMPUTE_BUDGET || !ix.data) continue;
    const d = new Uint8Array(ix.data);
    const view = new DataView(d.buffer, d.byteOffset, d.byteLength);
    if (d[0] === 2) limit = BigInt(view.getUint32(1, true));
    if (d[0] === 3) price = view.getBigUint64(1, true);
  }
  return 5000n * BigInt(sigs.length) + (price * limit + 999_999n) / 1_000_000n;
}
