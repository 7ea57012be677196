/**
 * The calls of a batch send (--call TO:AMOUNT[:TOKEN], repeated). Each receiver and token goes
 * through the same address check as a single send's --to, and a bad call is named in the error
 * (bad input, exit 2) before any key is read or anything is sent.
 */
import type { TransferCall } from '@kestrel/wallet';
import { CliError, type CliIO } from '../io';
import {
  addressOption,
  amountOption,
  INVALID_RECEIVER,
  tokenOption,
  type NetworkContext,
} from '../commands/chain-helpers';

interface ParsedCall {
  spec: string;
  to: string;
  amountText: string;
  contract?: string;
}

function parseCall(io: CliIO, ctx: NetworkContext, spec: string, n: number): ParsedCall {
  const name = `--call ${n} ${JSON.stringify(spec)}`;
  const parts = spec.split(':');
  const [to = '', amountText = '', token] = parts;
  if (parts.length < 2 || parts.length > 3 || !to || !amountText)
    throw new CliError(`${name}: a call is TO:AMOUNT or TO:AMOUNT:TOKEN`);
  return {
    spec,
    // The same check as a single send's --to.
    to: addressOption(ctx, to, name, INVALID_RECEIVER),
    amountText,
    ...(token ? { contract: tokenOption(io, ctx, token, `${name}: token`) } : {}),
  };
}

/** Every call checked, then its amount in the smallest unit of its asset (a token's own decimals). */
export async function batchCalls(io: CliIO, ctx: NetworkContext, specs: string[]): Promise<TransferCall[]> {
  const parsed = specs.map((s, i) => parseCall(io, ctx, s, i + 1));
  const decimals = new Map<string, number>();
  for (const c of parsed) {
    if (!c.contract || decimals.has(c.contract)) continue;
    if (!ctx.adapter.getTokenInfo) throw new CliError(`${ctx.chain.chain_name} has no tokens`);
    decimals.set(c.contract, (await ctx.adapter.getTokenInfo(c.contract)).decimals);
  }
  return parsed.map((c, i) => {
    const places = c.contract ? decimals.get(c.contract)! : ctx.chain.decimals;
    const amount = amountOption(c.amountText, places, `--call ${i + 1} ${JSON.stringify(c.spec)}: amount`);
    return { to: c.to, amount: amount.toString(), ...(c.contract ? { contractAddress: c.contract } : {}) };
  });
}
