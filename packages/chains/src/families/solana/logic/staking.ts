/**
 * Solana staking (spec §3, §4, §9): the validators list (cached 5 minutes), the owner's stake
 * accounts (found by the staker authority at data offset 12), and the stake flow — create (a stake
 * account derived from the owner with a seed, initialized and delegated in one transaction, its
 * rent counted in the fee), deactivate and withdraw — as prepared transfers the usual build, sign,
 * broadcast and confirm send. The network's simulation refuses an operation it would reject
 * (an early withdrawal) at review time.
 */
import { base58, base64, hex } from '@scure/base';
import { UnsupportedOperationError, type PreparedTransfer, type TxIntent } from '../../../adapter-types';
import { parseUnits } from '../../../units';
import { fetchValidators } from '../network/apis';
import type { SolanaContext } from './context';
import { addressWithSeed } from './instructions';
import { checkAddress, prepareSpend } from './prepare';
import { checkMint } from './prepare-token';
import { PROGRAM, STAKE_ACCOUNT_SIZE, STAKE_DATA_OFFSET, VALIDATOR_CACHE_MS } from './rules';
import type { StakeEntry, StakeRequest, StakeState, Validator } from './staking-types';

const NO_EPOCH = (1n << 64n) - 1n;

export async function validators(ctx: SolanaContext): Promise<Validator[]> {
  const cached = ctx.validatorCache;
  if (cached && ctx.now() - cached.at < VALIDATOR_CACHE_MS) return cached.list as Validator[];
  if (ctx.validatorApis.length === 0)
    throw new Error(`No validators list is configured for ${ctx.chain.chain_name} on ${ctx.network}`);
  const records = await fetchValidators(ctx.validatorApis, { fetch: ctx.fetch, timeoutMs: ctx.apiTimeoutMs });
  const list = records.map((v): Validator => ({
    validatorAddress: v.vote_identity,
    image: v.image ?? '',
    name: v.name ?? v.vote_identity,
    apy_estimate: v.apy_estimate ?? null,
    // The list gives SOL as a number: exact to the lamport it carries.
    activated_stake: parseUnits(v.activated_stake.toFixed(9), 9),
  }));
  ctx.validatorCache = { at: ctx.now(), list };
  return list;
}

interface DecodedStake {
  staker: string;
  voter: string | null;
  stake: bigint;
  activation: bigint;
  deactivation: bigint;
}

const u64At = (d: Uint8Array, at: number) => new DataView(d.buffer, d.byteOffset).getBigUint64(at, true);

/** StakeStateV2: tag u32 (1 initialized, 2 delegated), meta (reserve, staker @12, withdrawer, lockup), delegation @124. */
export function decodeStake(data: Uint8Array): DecodedStake | null {
  if (data.length < STAKE_ACCOUNT_SIZE) return null;
  const tag = data[0]!;
  if (tag !== 1 && tag !== 2) return null;
  const staker = base58.encode(data.slice(STAKE_DATA_OFFSET, STAKE_DATA_OFFSET + 32));
  if (tag === 1) return { staker, voter: null, stake: 0n, activation: NO_EPOCH, deactivation: NO_EPOCH };
  return {
    staker,
    voter: base58.encode(data.slice(124, 156)),
    stake: u64At(data, 156),
    activation: u64At(data, 164),
    deactivation: u64At(data, 172),
  };
}

/** Activation state at `epoch` (warm-up and cool-down taken as one epoch each, as on a quiet cluster). */
export function stakeState(s: DecodedStake, epoch: bigint): StakeState {
  if (!s.voter) return 'inactive';
  if (s.deactivation !== NO_EPOCH) {
    if (s.activation === s.deactivation || epoch > s.deactivation) return 'inactive';
    return 'deactivating';
  }
  if (s.activation === NO_EPOCH || epoch > s.activation) return 'active';
  return 'activating';
}

export async function stakes(ctx: SolanaContext, owner: string): Promise<StakeEntry[]> {
  const who = checkAddress(owner, 'Invalid address');
  const [accounts, epoch, list] = await Promise.all([
    ctx.rpc.stakeAccounts(PROGRAM.stake, STAKE_DATA_OFFSET, who),
    ctx.rpc.epochInfo(),
    validators(ctx).catch(() => [] as Validator[]),
  ]);
  return accounts.flatMap((a): StakeEntry[] => {
    const s = decodeStake(base64.decode(a.account.data[0]));
    if (!s || s.staker !== who) return [];
    const state = stakeState(s, BigInt(epoch.epoch));
    const v = s.voter ? list.find((x) => x.validatorAddress === s.voter) : undefined;
    return [
      {
        staking_address: a.pubkey,
        amount: s.voter && state !== 'inactive' ? s.stake : BigInt(a.account.lamports),
        validator_address: s.voter,
        owner_address: who,
        validatorInfo: v ? { name: v.name, website: '', image: v.image } : null,
        status: state === 'activating' ? 'pending' : 'stake',
        state,
      },
    ];
  });
}

/** A fresh seed per stake account: at most 32 bytes, fixed in the prepared transfer. */
function newSeed(): string {
  return `kestrel:${hex.encode(crypto.getRandomValues(new Uint8Array(8)))}`;
}

export async function prepareStake(ctx: SolanaContext, r: StakeRequest): Promise<PreparedTransfer> {
  const from = checkAddress(r.from, 'Invalid sender address');
  if (r.op === 'create') {
    const validator = checkMint(r.validator, 'Invalid validator address');
    if (r.amount <= 0n) throw new Error('The amount must be above zero');
    const seed = newSeed();
    const stakeAccount = addressWithSeed(from, seed, PROGRAM.stake);
    const rent = BigInt(await ctx.rpc.rentExemption(STAKE_ACCOUNT_SIZE));
    const intent: TxIntent = { from, to: stakeAccount, amount: r.amount };
    return prepareSpend(
      ctx,
      intent,
      { kind: 'stake', stake: { op: 'create', validator, seed, stakeAccount } },
      rent,
      {},
      {
        amount: r.amount,
      },
    );
  }
  if (r.op !== 'deactivate' && r.op !== 'withdraw')
    throw new UnsupportedOperationError(ctx.chain.chain_name, `The staking operation ${r.op}`);
  if (!r.stakeAccount) throw new Error('Choose the stake account');
  const stakeAccount = checkMint(r.stakeAccount, 'Invalid stake account address');
  const account = await ctx.rpc.accountInfo(stakeAccount);
  if (!account || account.owner !== PROGRAM.stake) throw new Error(`${stakeAccount} is not a stake account`);
  const amount = r.op === 'withdraw' ? BigInt(account.lamports) : 0n;
  const intent: TxIntent = { from, to: r.op === 'withdraw' ? from : stakeAccount, amount };
  return prepareSpend(
    ctx,
    intent,
    { kind: 'stake', stake: { op: r.op, stakeAccount } },
    0n,
    {},
    { amount, refuse: true },
    false,
  );
}
