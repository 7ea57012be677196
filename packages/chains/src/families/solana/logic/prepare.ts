/**
 * Prepared Solana transfers (the review's data): blockhash, compute-unit limit, priority price,
 * created-account rent and the instructions are fixed here, so the build signs exactly what was
 * reviewed and a second send of the same draft is the same transaction (refused by the chain as
 * already processed, never a double spend). Repricing is pure.
 */
import type { PreparedTransfer, PrepareOptions, TxIntent } from '../../../adapter-types';
import { STAKE_EXIT_FEES } from './rules';
import { applyMaxRule } from '../../../max-rule';
import { validateSolanaAddress } from './address';
import type { SolanaContext } from './context';
import { budget, feeOf, priorityFee, simulateUnits } from './fees';
import * as ix from './instructions';
import { compileLegacyMessage, type SolInstruction } from './message';
import type { SolanaPlan, SolanaPrepared } from './payload';
import { solanaPrepared } from './payload';
import { MAX_SEND_DEDUCTION, PACKET_DATA_SIZE, PROGRAM, STAKE_ACCOUNT_SIZE } from './rules';
import { prepareNft } from './prepare-nft';
import { prepareToken } from './prepare-token';

export function checkAddress(text: string, what: string): string {
  const c = validateSolanaAddress(text);
  if (!c.valid) throw new Error(`${what}: ${c.reason}`);
  return c.normalized;
}

/** The plan's instructions for `amount` (what follows the compute budget pair). */
export function instructionsFor(
  from: string,
  plan: SolanaPlan,
  amount: bigint,
  rent: bigint,
): SolInstruction[] {
  const memo = 'memo' in plan && plan.memo ? [ix.memo(plan.memo)] : [];
  switch (plan.kind) {
    case 'native':
      return [ix.transferSol(from, plan.to, amount), ...memo];
    case 'token':
      return [
        ...(plan.createDestination
          ? [
              ix.createAssociatedTokenAccountIdempotent({
                payer: from,
                ata: plan.destination,
                owner: plan.to,
                mint: plan.mint,
                program: plan.program,
              }),
            ]
          : []),
        ix.transferChecked({
          source: plan.source,
          mint: plan.mint,
          destination: plan.destination,
          owner: from,
          amount,
          decimals: plan.decimals,
          program: plan.program,
        }),
        ...memo,
      ];
    case 'stake': {
      const s = plan.stake;
      if (s.op === 'create')
        return [
          ix.createAccountWithSeed({
            from,
            newAccount: s.stakeAccount,
            base: from,
            seed: s.seed,
            lamports: amount + rent,
            space: BigInt(STAKE_ACCOUNT_SIZE),
            owner: PROGRAM.stake,
          }),
          ix.stakeInitialize(s.stakeAccount, from),
          ix.stakeDelegate(s.stakeAccount, s.validator, from),
        ];
      if (s.op === 'deactivate') return [ix.stakeDeactivate(s.stakeAccount, from)];
      return [ix.stakeWithdraw(s.stakeAccount, from, from, amount)];
    }
  }
}

/** Fee, max rule and instructions at `price` (no I/O). */
export function settle(base: PreparedTransfer, p: SolanaPrepared, price: bigint): PreparedTransfer {
  const fee = feeOf(1, p.computeUnitLimit, price, p.rent);
  let amount = base.requestedAmount;
  let isMax = false;
  if (p.balance !== undefined) {
    // Spec §9: a max send keeps 20000 lamports back (raised to the rent-exempt minimum: see reserve).
    const max = applyMaxRule(base.requestedAmount, fee, p.balance);
    isMax = max.isMax;
    if (isMax) {
      const left = p.balance - fee - (p.reserve ?? MAX_SEND_DEDUCTION);
      amount = left > 0n ? left : 0n;
    }
  }
  const payload: SolanaPrepared = { ...p, instructions: instructionsFor(p.feePayer, p.plan, amount, p.rent) };
  const size =
    compileLegacyMessage(p.feePayer, p.blockhash, [
      ...budget(p.computeUnitLimit, price),
      ...payload.instructions,
    ]).bytes.length + 65;
  if (size > PACKET_DATA_SIZE)
    throw new Error('The memo is too long: the transaction would exceed 1232 bytes');
  return {
    ...base,
    intent: { ...base.intent, amount },
    amount,
    fee,
    isMax,
    ...(p.balance !== undefined ? { available: p.balance } : {}),
    price,
    view: {
      estimateGas: String(p.computeUnitLimit),
      maxPriorityFeePerGas: price.toString(),
      nonce: null,
      l1Fees: null,
      selectedUTXOs: null,
    },
    payload,
  };
}

/** What a max send leaves: the spec's 20000 lamports, or the rent-exempt minimum when higher. */
async function reserveOf(ctx: SolanaContext): Promise<bigint> {
  // The runtime refuses a transfer leaving 1…(rent-exempt minimum − 1) lamports (InsufficientFundsForRent).
  const rent = BigInt(await ctx.rpc.rentExemption(0));
  return rent > MAX_SEND_DEDUCTION ? rent : MAX_SEND_DEDUCTION;
}

/**
 * A new stake must leave the fees of its own deactivate and withdraw behind, else a max stake
 * could never be undone (the runtime refuses a fee that dips below the rent-exempt minimum).
 */
function laterFees(plan: SolanaPlan): bigint {
  return plan.kind === 'stake' && plan.stake.op === 'create' ? STAKE_EXIT_FEES : 0n;
}

/** How a spend is simulated: at amount 0 (a plain transfer's units do not depend on it) or at its amount. */
export interface SimulationChoice {
  amount: bigint;
  /** Refuse at review when the network's simulation fails (stake operations). */
  refuse?: boolean;
}

/** The common part of a spend: native max rule when `withBalance`, else a fixed amount. */
export async function prepareSpend(
  ctx: SolanaContext,
  intent: TxIntent,
  plan: SolanaPlan,
  rent: bigint,
  o: PrepareOptions,
  sim: SimulationChoice = { amount: 0n },
  withBalance = true,
): Promise<PreparedTransfer> {
  const from = intent.from;
  const writable = plan.kind === 'native' ? [from, plan.to] : [from];
  const [hash, balance, recommended, reserve] = await Promise.all([
    ctx.rpc.latestBlockhash(),
    !withBalance ? undefined : o.balance !== undefined ? o.balance : ctx.rpc.balance(from),
    priorityFee(ctx, writable),
    withBalance ? reserveOf(ctx).then((r) => r + laterFees(plan)) : undefined,
  ]);
  const price = o.price ?? recommended;
  const run = await simulateUnits(ctx, from, price, instructionsFor(from, plan, sim.amount, rent));
  if (sim.refuse && run.error) throw new Error(`The network refuses this operation: ${run.error}`);
  const payload: SolanaPrepared = {
    feePayer: from,
    blockhash: hash.blockhash,
    lastValidBlockHeight: hash.lastValidBlockHeight,
    computeUnitLimit: run.units,
    rent,
    ...(balance !== undefined ? { balance } : {}),
    ...(reserve !== undefined ? { reserve } : {}),
    plan,
    instructions: [],
  };
  return settle(baseOf(ctx, intent, recommended), payload, price);
}

/**
 * Fee options: Normal pays no priority fee (the base fee only), Recommended the mean of the recent
 * nonzero priority fees (spec §9); prices are micro-lamports per compute unit.
 */
export function baseOf(ctx: SolanaContext, intent: TxIntent, recommended: bigint): PreparedTransfer {
  return {
    chain_name: ctx.chain.chain_name,
    intent,
    requestedAmount: intent.amount,
    amount: intent.amount,
    fee: 0n,
    isMax: false,
    options: [
      { title: 'Normal', price: 0n },
      { title: 'Recommended', price: recommended },
    ],
    price: recommended,
    view: { estimateGas: null, maxPriorityFeePerGas: null, nonce: null, l1Fees: null, selectedUTXOs: null },
    payload: undefined,
  };
}

export async function prepareTransfer(
  ctx: SolanaContext,
  intent: TxIntent,
  o: PrepareOptions = {},
): Promise<PreparedTransfer> {
  const from = checkAddress(intent.from, 'Invalid sender address');
  const to = checkAddress(intent.to, 'Invalid custom address');
  if (intent.amount < 0n) throw new Error('The amount must not be negative');
  if (o.price !== undefined && o.price < 0n) throw new Error('The fee price must not be negative');
  const checked: TxIntent = { ...intent, from, to };
  const memo = intent.memo ? { memo: intent.memo } : {};
  if (intent.asset?.kind === 'token') return prepareToken(ctx, checked, intent.asset.contract, memo, o);
  if (intent.asset?.kind === 'nft') return prepareNft(ctx, checked, memo, o);
  return prepareSpend(ctx, checked, { kind: 'native', to, ...memo }, 0n, o);
}

export function repriceTransfer(prepared: PreparedTransfer, price: bigint): PreparedTransfer {
  if (price < 0n) throw new Error('The fee price must not be negative');
  return settle(prepared, solanaPrepared(prepared), price);
}
