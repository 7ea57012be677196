/**
 * SPL Token and Token-2022 transfers (the mint's owner decides; mint.ts refuses extensions a plain
 * transfer cannot honour): transferChecked from the sender's token account (its associated account,
 * else the one holding the most of the mint) to the receiver's associated token account, created
 * in the same transaction when missing with its rent exemption counted in the fee; memos through
 * the memo program. The token amount is never reduced (the max rule is for the native coin); a
 * token or SOL balance that does not cover the send is refused with the spec's text.
 */
import { base58 } from '@scure/base';
import type { PreparedTransfer, PrepareOptions, TxIntent } from '../../../adapter-types';
import type { SolanaContext } from './context';
import { computeUnits, priorityFee } from './fees';
import { associatedTokenAddress } from './instructions';
import type { SolanaPlan } from './payload';
import { baseOf, instructionsFor, settle } from './prepare';
import { checkTransferable, readMint } from './mint';
import { INSUFFICIENT_BALANCE, PROGRAM, TOKEN_2022_ACCOUNT_SIZE, TOKEN_ACCOUNT_SIZE } from './rules';

export function checkMint(mint: string, what = 'Invalid token mint address'): string {
  const text = mint.trim();
  let ok = false;
  try {
    ok = base58.decode(text).length === 32;
  } catch {
    ok = false;
  }
  if (!ok) throw new Error(what);
  return text;
}

export interface TokenSendRules {
  /** The refusal when the sender's token account is frozen (its freeze authority holds it). */
  frozen?: string;
}

export const FROZEN_TOKEN_ACCOUNT = "This token account is frozen by the token's freeze authority";

export async function prepareToken(
  ctx: SolanaContext,
  intent: TxIntent,
  contract: string,
  memo: { memo?: string },
  o: PrepareOptions,
  rules: TokenSendRules = {},
): Promise<PreparedTransfer> {
  const mint = checkMint(contract);
  const { from, to } = intent;
  // SPL Token or Token-2022: the mint's owner names the program of every account and instruction.
  const info = await readMint(ctx, mint);
  checkTransferable(mint, info);
  const { program } = info;
  const destination = associatedTokenAddress(to, mint, program);
  const [accounts, receiver, hash, sol, recommended] = await Promise.all([
    ctx.rpc.tokenAccounts(from, program),
    ctx.rpc.accountInfo(destination),
    ctx.rpc.latestBlockhash(),
    ctx.rpc.balance(from),
    priorityFee(ctx, [from, destination]),
  ]);
  const price = o.price ?? recommended;
  const own = accounts.filter((a) => a.account.data.parsed.info.mint === mint);
  const ata = associatedTokenAddress(from, mint, program);
  const source =
    own.find((a) => a.pubkey === ata) ??
    [...own].sort((a, b) =>
      Number(
        BigInt(b.account.data.parsed.info.tokenAmount.amount) -
          BigInt(a.account.data.parsed.info.tokenAmount.amount),
      ),
    )[0];
  if (!source) throw new Error(INSUFFICIENT_BALANCE);
  const held = BigInt(source.account.data.parsed.info.tokenAmount.amount);
  if (held < intent.amount) throw new Error(INSUFFICIENT_BALANCE);
  // The token program refuses a transfer from a frozen account: say so before anything is signed.
  if (source.account.data.parsed.info.state === 'frozen')
    throw new Error(rules.frozen ?? FROZEN_TOKEN_ACCOUNT);
  if (receiver && receiver.owner !== program)
    throw new Error('The receiver token account is not an SPL token account');
  const createDestination = receiver === null;
  const size = program === PROGRAM.token2022 ? TOKEN_2022_ACCOUNT_SIZE : TOKEN_ACCOUNT_SIZE;
  const rent = createDestination ? BigInt(await ctx.rpc.rentExemption(size)) : 0n;
  const plan: SolanaPlan = {
    kind: 'token',
    to,
    mint,
    ...(program === PROGRAM.token ? {} : { program }),
    decimals: source.account.data.parsed.info.tokenAmount.decimals,
    source: source.pubkey,
    destination,
    createDestination,
    ...memo,
  };
  const units = await computeUnits(ctx, from, price, instructionsFor(from, plan, 0n, rent));
  const prepared = settle(
    baseOf(ctx, intent, recommended),
    {
      feePayer: from,
      blockhash: hash.blockhash,
      lastValidBlockHeight: hash.lastValidBlockHeight,
      computeUnitLimit: units,
      rent,
      plan,
      instructions: [],
    },
    price,
  );
  // The fee (with the new account's rent) is paid in SOL.
  if (prepared.fee > sol) throw new Error(INSUFFICIENT_BALANCE);
  return prepared;
}
