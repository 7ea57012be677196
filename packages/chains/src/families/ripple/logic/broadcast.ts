/**
 * submit to every endpoint at once; the first acceptance wins (spec §7). tesSUCCESS and terQUEUED
 * are accepted, tefALREADY means a server has this very transaction. Any other preliminary result
 * is a refusal shown with rippled's code and message; tecNO_DST_INSUF_XRP is the spec's
 * minimum-balance message (§5/§8).
 */
import type { SignedTx } from '../../../adapter-types';
import { broadcastToAll } from '../../../net/broadcast';
import { AllProvidersFailedError, RpcAnswerError } from '../../../net/errors';
import type { RippleContext } from './context';
import { reserves } from './fees';
import { DEFAULT_MINIMUM, minimumBalanceMessage } from './rules';

const ACCEPTED = new Set(['tesSUCCESS', 'terQUEUED', 'tefALREADY']);
/** Which refusal to show when servers differ: a claimed fee first, then malformed, local, retry, failure. */
const RANK = ['tec', 'tem', 'tel', 'ter', 'tef'];
const CODE = /^te[cfmlrs][A-Z_]+/;

function rank(message: string): number {
  const i = RANK.indexOf(message.slice(0, 3));
  return i < 0 ? RANK.length : i;
}

async function refusalText(ctx: RippleContext, message: string): Promise<string> {
  if (!message.startsWith('tecNO_DST_INSUF_XRP')) return message;
  const minimum = await ctx.rpc.serverInfo().then(
    (i) => reserves(i).base,
    () => DEFAULT_MINIMUM,
  );
  return minimumBalanceMessage(minimum);
}

export async function broadcast(
  ctx: RippleContext,
  tx: SignedTx,
): Promise<{ hash: string; likelySubmitted?: boolean }> {
  try {
    return await broadcastToAll(
      'broadcast',
      ctx.rpc.endpoints,
      async (url) => {
        const r = await ctx.rpc.submitTo(url, tx.raw);
        if (ACCEPTED.has(r.engine_result)) return tx.hash;
        throw new RpcAnswerError(`${r.engine_result}: ${r.engine_result_message}`, r.engine_result_code);
      },
      tx.hash,
    );
  } catch (e) {
    if (!(e instanceof AllProvidersFailedError)) throw e;
    const refusals = e.failures
      .filter((f) => f.kind === 'rejected')
      .map((f) => f.message)
      .sort((a, b) => rank(a) - rank(b));
    const first = refusals.find((m) => CODE.test(m)) ?? refusals[0];
    if (first) throw new Error(await refusalText(ctx, first));
    throw e;
  }
}
