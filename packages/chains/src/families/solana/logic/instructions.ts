/**
 * The instructions Kestrel sends, encoded by hand (their layouts are the programs' fixed wire
 * formats): System transfer and create-with-seed, Compute Budget limit and price, Memo, SPL Token
 * (and Token-2022) transferChecked, Associated Token Account create-idempotent, and Stake initialize, delegate,
 * deactivate and withdraw (with the sysvar accounts every Stake program version takes).
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { base58, hex, utf8 } from '@scure/base';
import { isOnEd25519Curve } from './address';
import type { AccountMeta, SolInstruction } from './message';
import { PROGRAM, SYSVAR } from './rules';

const w = (pubkey: string, isSigner = false): AccountMeta => ({ pubkey, isSigner, isWritable: true });
const r = (pubkey: string, isSigner = false): AccountMeta => ({ pubkey, isSigner, isWritable: false });

function u32(n: number): number[] {
  return [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff];
}

function u64(n: bigint): number[] {
  if (n < 0n || n >= 1n << 64n) throw new Error(`u64 out of range: ${n}`);
  return Array.from({ length: 8 }, (_, i) => Number((n >> BigInt(8 * i)) & 0xffn));
}

const key = (a: string): number[] => [...base58.decode(a)];
const ix = (programId: string, keys: AccountMeta[], data: number[] | Uint8Array): SolInstruction => ({
  programId,
  keys,
  data: hex.encode(Uint8Array.from(data)),
});

export function transferSol(from: string, to: string, lamports: bigint): SolInstruction {
  return ix(PROGRAM.system, [w(from, true), w(to)], [...u32(2), ...u64(lamports)]);
}

/** A new account at createWithSeed(base, seed, owner), paid by `from` (here always the base). */
export function createAccountWithSeed(o: {
  from: string;
  newAccount: string;
  base: string;
  seed: string;
  lamports: bigint;
  space: bigint;
  owner: string;
}): SolInstruction {
  const seed = utf8.decode(o.seed);
  const keys = [w(o.from, true), w(o.newAccount)];
  if (o.base !== o.from) keys.push(r(o.base, true));
  return ix(PROGRAM.system, keys, [
    ...u32(3),
    ...key(o.base),
    ...u64(BigInt(seed.length)),
    ...seed,
    ...u64(o.lamports),
    ...u64(o.space),
    ...key(o.owner),
  ]);
}

export function setComputeUnitLimit(units: number): SolInstruction {
  return ix(PROGRAM.computeBudget, [], [2, ...u32(units)]);
}

export function setComputeUnitPrice(microLamports: bigint): SolInstruction {
  return ix(PROGRAM.computeBudget, [], [3, ...u64(microLamports)]);
}

export function memo(text: string): SolInstruction {
  return ix(PROGRAM.memo, [], utf8.decode(text));
}

export function transferChecked(o: {
  source: string;
  mint: string;
  destination: string;
  owner: string;
  amount: bigint;
  decimals: number;
  /** The mint's token program (SPL Token, else Token-2022: the same instruction layout). */
  program?: string;
}): SolInstruction {
  return ix(
    o.program ?? PROGRAM.token,
    [w(o.source), r(o.mint), w(o.destination), r(o.owner, true)],
    [12, ...u64(o.amount), o.decimals],
  );
}

export function createAssociatedTokenAccountIdempotent(o: {
  payer: string;
  ata: string;
  owner: string;
  mint: string;
  program?: string;
}): SolInstruction {
  return ix(
    PROGRAM.associatedToken,
    [w(o.payer, true), w(o.ata), r(o.owner), r(o.mint), r(PROGRAM.system), r(o.program ?? PROGRAM.token)],
    [1],
  );
}

const PDA_MARKER = utf8.decode('ProgramDerivedAddress');

/** findProgramAddress: the highest bump whose hash lies off the curve. */
export function findProgramAddress(seeds: Uint8Array[], programId: string): [string, number] {
  const program = base58.decode(programId);
  for (let bump = 255; bump >= 0; bump--) {
    const h = sha256.create();
    for (const s of seeds) h.update(s);
    h.update(Uint8Array.of(bump)).update(program).update(PDA_MARKER);
    const candidate = h.digest();
    if (!isOnEd25519Curve(candidate)) return [base58.encode(candidate), bump];
  }
  throw new Error('No program address found');
}

export function associatedTokenAddress(owner: string, mint: string, program: string = PROGRAM.token): string {
  return findProgramAddress(
    [base58.decode(owner), base58.decode(program), base58.decode(mint)],
    PROGRAM.associatedToken,
  )[0];
}

/** createWithSeed: sha256(base || seed || owner program). */
export function addressWithSeed(base: string, seed: string, owner: string): string {
  const s = utf8.decode(seed);
  if (s.length > 32) throw new Error('A seed is at most 32 bytes');
  return base58.encode(sha256(Uint8Array.from([...base58.decode(base), ...s, ...base58.decode(owner)])));
}

export function stakeInitialize(stake: string, authority: string): SolInstruction {
  // Staker and withdrawer are the owner; no lockup (zero time, zero epoch, default custodian).
  return ix(
    PROGRAM.stake,
    [w(stake), r(SYSVAR.rent)],
    [...u32(0), ...key(authority), ...key(authority), ...u64(0n), ...u64(0n), ...key(PROGRAM.system)],
  );
}

export function stakeDelegate(stake: string, vote: string, authority: string): SolInstruction {
  return ix(
    PROGRAM.stake,
    [w(stake), r(vote), r(SYSVAR.clock), r(SYSVAR.stakeHistory), r(PROGRAM.stakeConfig), r(authority, true)],
    u32(2),
  );
}

export function stakeDeactivate(stake: string, authority: string): SolInstruction {
  return ix(PROGRAM.stake, [w(stake), r(SYSVAR.clock), r(authority, true)], u32(5));
}

export function stakeWithdraw(
  stake: string,
  to: string,
  authority: string,
  lamports: bigint,
): SolInstruction {
  return ix(
    PROGRAM.stake,
    [w(stake), w(to), r(SYSVAR.clock), r(SYSVAR.stakeHistory), r(authority, true)],
    [...u32(4), ...u64(lamports)],
  );
}
