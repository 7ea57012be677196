/** Addresses checked and resolved to the account the mirror node knows (or null: none yet). */
import type { MirrorAccount } from '../network/schemas';
import { accountOf, mirrorAccountId } from './account';
import { validateHederaAddress } from './address';
import type { HederaContext } from './context';
import type { HederaAccount } from './transaction';

export function checkedAddress(ctx: HederaContext, text: string, what: string): string {
  const check = validateHederaAddress(text, ctx.network);
  if (!check.valid) throw new Error(`Invalid ${what} address: ${check.reason}`);
  return check.normalized;
}

export async function lookup(
  ctx: HederaContext,
  normalized: string,
): Promise<{ account: HederaAccount; found: MirrorAccount | null }> {
  const account = accountOf(normalized);
  return { account, found: await ctx.mirror.account(mirrorAccountId(account)) };
}
