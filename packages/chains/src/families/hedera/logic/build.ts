/**
 * The unsigned Hedera transfer of exactly what was prepared: no reads, nothing chosen again.
 * Only the transaction id's valid start is stamped here (now, 5 s back for clock skew, and
 * random sub-millisecond nanos so two sends in one millisecond differ): a transaction is valid
 * for 120 s from it, so stamping it at review time would expire a slow review.
 */
import { bytesToHex, randomBytes } from '@noble/hashes/utils.js';
import type { PreparedTransfer, Signer, UnsignedTx } from '../../../adapter-types';
import { accountOf } from './account';
import { validateHederaAddress } from './address';
import { hederaPrepared } from './payload';
import { VALID_DURATION_SECONDS } from './rules';
import type { HederaUnsigned } from './sign';
import { isHederaSigner } from './signer';

const SKEW_MS = 5_000;

export function validStartAt(nowMs: number): { seconds: bigint; nanos: number } {
  const ms = nowMs - SKEW_MS;
  const [a = 0, b = 0, c = 0] = randomBytes(3);
  const subMs = ((a << 16) | (b << 8) | c) % 1_000_000;
  return { seconds: BigInt(Math.floor(ms / 1000)), nanos: (ms % 1000) * 1_000_000 + subMs };
}

export function buildTransaction(
  prepared: PreparedTransfer,
  signer: Signer | undefined,
  nowMs: number,
): UnsignedTx<HederaUnsigned> {
  const p = hederaPrepared(prepared);
  if (prepared.amount <= 0n)
    throw new Error('Insufficient balance: nothing is left to send once the fee is paid');
  // The transfer must say what the review said (a payload edited since is refused).
  if (prepared.intent.amount !== prepared.amount || prepared.price !== prepared.fee)
    throw new Error('The Hedera transfer does not match the reviewed transfer');
  const publicKey = signer && isHederaSigner(signer) ? signer.publicKey : null;
  const keyHex = publicKey ? bytesToHex(publicKey) : p.accountKey;
  if (!keyHex) throw new Error("The sending account's ed25519 key is needed to sign");
  const norm = (a: string) => {
    const c = validateHederaAddress(a, 'mainnet');
    if (!c.valid) throw new Error(`Invalid account in the prepared transfer: ${c.reason}`);
    return accountOf(c.normalized);
  };
  const payer = norm(p.payer);
  const to = norm(p.to);
  const validStart = validStartAt(nowMs);
  return {
    chain_name: prepared.chain_name,
    family: 'hedera',
    payload: {
      publicKey: keyHex,
      transfers: p.nodes.map((node) => ({
        payer,
        validStart,
        node: norm(node),
        fee: prepared.fee,
        validDuration: VALID_DURATION_SECONDS,
        memo: p.memo,
        from: payer,
        to,
        amount: prepared.amount,
      })),
    },
  };
}
