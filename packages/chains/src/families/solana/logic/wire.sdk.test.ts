/**
 * Our hand-encoded transactions against the official SDK (@solana/kit and the @solana-program
 * instruction builders, devDependencies only): on random transfers, token transfers with account
 * creation and memo, and stake operations, the message bytes and the signed wire bytes are equal.
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { base58 } from '@scure/base';
import {
  getSetComputeUnitLimitInstruction,
  getSetComputeUnitPriceInstruction,
} from '@solana-program/compute-budget';
import { getAddMemoInstruction } from '@solana-program/memo';
import { getTransferSolInstruction, getCreateAccountWithSeedInstruction } from '@solana-program/system';
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import {
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createAddressWithSeed,
  createKeyPairFromPrivateKeyBytes,
  createNoopSigner,
  createTransactionMessage,
  getCompiledTransactionMessageEncoder,
  compileTransactionMessage,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransaction,
  type Instruction,
  type Blockhash,
  type ReadonlyUint8Array,
} from '@solana/kit';
import {
  getDeactivateInstruction,
  getDelegateStakeInstruction,
  getInitializeInstruction,
  getWithdrawInstruction,
} from '@solana-program/stake';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as ours from './instructions';
import { compileLegacyMessage, serializeTransaction, type SolInstruction } from './message';
import { PROGRAM } from './rules';

const keyArb = fc.uint8Array({ minLength: 32, maxLength: 32 });
const pub = (seed: Uint8Array) => base58.encode(ed25519.getPublicKey(seed));
const blockhashArb = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => base58.encode(b));

async function kitBytes(feePayer: string, blockhash: string, instructions: Instruction[]) {
  const message = pipe(
    createTransactionMessage({ version: 'legacy' }),
    (m) => setTransactionMessageFeePayer(address(feePayer), m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: blockhash as Blockhash, lastValidBlockHeight: 0n },
        m,
      ),
    (m) => appendTransactionMessageInstructions(instructions, m),
  );
  return {
    message: new Uint8Array(
      getCompiledTransactionMessageEncoder().encode(compileTransactionMessage(message)),
    ),
    compiled: compileTransaction(message),
  };
}

async function expectSame(
  seed: Uint8Array,
  blockhash: string,
  mine: SolInstruction[],
  theirs: Instruction[],
) {
  const payer = pub(seed);
  const compiled = compileLegacyMessage(payer, blockhash, mine);
  const official = await kitBytes(payer, blockhash, theirs);
  expect(base58.encode(compiled.bytes)).toBe(base58.encode(official.message));
  if (compiled.signers.length === 1) {
    const keyPair = await createKeyPairFromPrivateKeyBytes(seed);
    const signed = await signTransaction([keyPair], official.compiled);
    const wire = serializeTransaction([ed25519.sign(compiled.bytes, seed)], compiled.bytes);
    expect(base58.encode(wire)).toBe(base58.encode(new Uint8Array(getTransactionEncoder().encode(signed))));
  }
}

const RUNS = { numRuns: 25 };
// The deployed SPL Memo v2 program (the SDK package's default names a newer deployment).
const MEMO = { programAddress: address(PROGRAM.memo) };

describe('Solana wire format against @solana/kit', () => {
  it('SOL transfers with compute budget and an optional memo', async () => {
    await fc.assert(
      fc.asyncProperty(
        keyArb,
        keyArb,
        blockhashArb,
        fc.bigInt({ min: 0n, max: (1n << 64n) - 1n }),
        fc.integer({ min: 0, max: 1_400_000 }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.option(fc.string({ minLength: 1, maxLength: 80 }), { nil: undefined }),
        async (seed, toSeed, blockhash, lamports, units, price, note) => {
          const from = pub(seed);
          const to = pub(toSeed);
          const signer = createNoopSigner(address(from));
          const mine = [
            ours.setComputeUnitLimit(units),
            ours.setComputeUnitPrice(price),
            ours.transferSol(from, to, lamports),
            ...(note ? [ours.memo(note)] : []),
          ];
          const theirs: Instruction[] = [
            getSetComputeUnitLimitInstruction({ units }),
            getSetComputeUnitPriceInstruction({ microLamports: price }),
            getTransferSolInstruction({ source: signer, destination: address(to), amount: lamports }),
            ...(note ? [getAddMemoInstruction({ memo: note }, MEMO)] : []),
          ];
          await expectSame(seed, blockhash, mine, theirs);
        },
      ),
      RUNS,
    );
  });

  // Token-2022 keeps SPL Token's instruction layouts: the SDK's builders take its program id.
  it('token transfers (SPL Token and Token-2022) that create the receiver account, with a memo', async () => {
    await fc.assert(
      fc.asyncProperty(
        keyArb,
        keyArb,
        keyArb,
        blockhashArb,
        fc.bigInt({ min: 0n, max: (1n << 64n) - 1n }),
        fc.integer({ min: 0, max: 18 }),
        fc.boolean(),
        fc.constantFrom(PROGRAM.token, PROGRAM.token2022),
        async (seed, toSeed, mintSeed, blockhash, amount, decimals, create, program) => {
          const owner = pub(seed);
          const to = pub(toSeed);
          const mint = pub(mintSeed);
          const source = ours.associatedTokenAddress(owner, mint, program);
          const destination = ours.associatedTokenAddress(to, mint, program);
          const [kitSource] = await findAssociatedTokenPda({
            owner: address(owner),
            mint: address(mint),
            tokenProgram: program === PROGRAM.token ? TOKEN_PROGRAM_ADDRESS : address(program),
          });
          expect(source).toBe(kitSource);
          const signer = createNoopSigner(address(owner));
          const mine = [
            ...(create
              ? [
                  ours.createAssociatedTokenAccountIdempotent({
                    payer: owner,
                    ata: destination,
                    owner: to,
                    mint,
                    program,
                  }),
                ]
              : []),
            ours.transferChecked({ source, mint, destination, owner, amount, decimals, program }),
            ours.memo('invoice 42'),
          ];
          const theirs: Instruction[] = [
            ...(create
              ? [
                  getCreateAssociatedTokenIdempotentInstruction({
                    payer: signer,
                    ata: address(destination),
                    owner: address(to),
                    mint: address(mint),
                    tokenProgram: address(program),
                  }),
                ]
              : []),
            getTransferCheckedInstruction(
              {
                source: address(source),
                mint: address(mint),
                destination: address(destination),
                authority: signer,
                amount,
                decimals,
              },
              { programAddress: address(program) },
            ),
            getAddMemoInstruction({ memo: 'invoice 42' }, MEMO),
          ];
          await expectSame(seed, blockhash, mine, theirs);
        },
      ),
      RUNS,
    );
  });

  it('stake account creation from a seed matches the SDK address and system instruction', async () => {
    await fc.assert(
      fc.asyncProperty(
        keyArb,
        blockhashArb,
        fc.stringMatching(/^[a-z0-9:-]{1,32}$/),
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        async (seed, blockhash, stakeSeed, lamports) => {
          const owner = pub(seed);
          const stake = ours.addressWithSeed(owner, stakeSeed, PROGRAM.stake);
          expect(stake).toBe(
            await createAddressWithSeed({
              baseAddress: address(owner),
              programAddress: address(PROGRAM.stake),
              seed: stakeSeed,
            }),
          );
          const signer = createNoopSigner(address(owner));
          const mine = [
            ours.createAccountWithSeed({
              from: owner,
              newAccount: stake,
              base: owner,
              seed: stakeSeed,
              lamports,
              space: 200n,
              owner: PROGRAM.stake,
            }),
          ];
          const theirs: Instruction[] = [
            getCreateAccountWithSeedInstruction({
              payer: signer,
              newAccount: address(stake),
              base: address(owner),
              seed: stakeSeed,
              amount: lamports,
              space: 200n,
              programAddress: address(PROGRAM.stake),
            }),
          ];
          await expectSame(seed, blockhash, mine, theirs);
        },
      ),
      RUNS,
    );
  });

  it('stake instruction data matches the SDK (accounts: the legacy layout with sysvars, see instructions.ts)', async () => {
    await fc.assert(
      fc.asyncProperty(
        keyArb,
        keyArb,
        keyArb,
        fc.bigInt({ min: 0n, max: (1n << 64n) - 1n }),
        async (a, b, c, lamports) => {
          const [owner, stake, vote] = [pub(a), pub(b), pub(c)];
          const signer = createNoopSigner(address(owner));
          const hexOf = (d: Uint8Array | ReadonlyUint8Array) => Buffer.from(d).toString('hex');
          const theirs = [
            getInitializeInstruction({
              stake: address(stake),
              arg0: { staker: address(owner), withdrawer: address(owner) },
              arg1: { unixTimestamp: 0n, epoch: 0n, custodian: address(PROGRAM.system) },
            }),
            getDelegateStakeInstruction({
              stake: address(stake),
              vote: address(vote),
              stakeAuthority: signer,
            }),
            getDeactivateInstruction({ stake: address(stake), stakeAuthority: signer }),
            getWithdrawInstruction({
              stake: address(stake),
              recipient: address(owner),
              withdrawAuthority: signer,
              args: lamports,
            }),
          ].map((i) => hexOf(i.data));
          const mine = [
            ours.stakeInitialize(stake, owner),
            ours.stakeDelegate(stake, vote, owner),
            ours.stakeDeactivate(stake, owner),
            ours.stakeWithdraw(stake, owner, owner, lamports),
          ].map((i) => i.data);
          expect(mine).toEqual(theirs);
        },
      ),
      RUNS,
    );
  });
});
