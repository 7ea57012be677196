/**
 * `kestrel tx`: the status of a transaction (one check, or --wait up to an hour), and speed-up or
 * cancel of a pending one through the wallet's pending-update flow (previewPendingUpdate, then
 * updatePendingTransaction). A provider that cannot be reached is a failure (exit 3), never
 * 'pending'.
 */
import { previewPendingUpdate, UnsupportedOperationError, updatePendingTransaction } from '@kestrel/wallet';
import { intOption, parseOptions, requireOption, type Command } from '../command';
import { CliError, type CliIO } from '../io';
import { printReview, reviewOf } from '../network/review';
import { openSigningSession } from '../network/session';
import { NETWORK_OPTIONS, networkContext, SIGNER_OPTIONS, type NetworkContext } from './chain-helpers';

/** The longest `tx status --wait`, seconds. */
export const MAX_WAIT_SECONDS = 3600;

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e)).split('\n')[0];

async function status(io: CliIO, ctx: NetworkContext, hash: string, seconds: number): Promise<number> {
  const chain = ctx.chain.chain_name;
  let r;
  try {
    r = await ctx.adapter.waitForConfirmation(hash, { timeoutMs: seconds * 1000 });
  } catch (e) {
    // No provider answered: say which were tried, not a state.
    io.json({ chain, hash, error: errorText(e) });
    return 3;
  }
  io.json(
    r === 'pending'
      ? { chain, hash, status: 'pending' }
      : { chain, hash, status: r.success ? 'SUCCESS' : 'FAIL', blockNumber: r.blockNumber.toString() },
  );
  return 0;
}

export const txCommand: Command = {
  name: 'tx',
  summary:
    'Status of a transaction; speed up or cancel a pending one (EVM: twice the gas price; Bitcoin family: speed-up by RBF)',
  usage: [
    `kestrel tx status --chain C --hash H [--network N] [--wait SECONDS (0-${MAX_WAIT_SECONDS})]`,
    'kestrel tx speed-up --chain C --hash H <--private-key-stdin | --wallet NAME [--store DIR]> [--network N]',
    'kestrel tx cancel --chain C --hash H <--private-key-stdin | --wallet NAME [--store DIR]> [--network N]',
  ],
  async run(argv, io) {
    const { values, positionals } = parseOptions(argv, {
      ...NETWORK_OPTIONS,
      ...SIGNER_OPTIONS,
      hash: { type: 'string' },
      wait: { type: 'string' },
    });
    const [action] = positionals;
    if (action !== 'status' && action !== 'speed-up' && action !== 'cancel')
      throw new CliError('Use: kestrel tx status|speed-up|cancel');
    const hash = requireOption(values.hash, 'hash');
    const seconds = intOption(values.wait, 'wait', 0, MAX_WAIT_SECONDS);
    if (action !== 'status' && values.wait !== undefined) throw new CliError('--wait is for tx status');
    const ctx = await networkContext(io, values);
    if (action === 'status') return status(io, ctx, hash, seconds);

    // A mode the chain lacks (the Bitcoin family has no cancel) is refused before a key is read.
    const can = action === 'cancel' ? ctx.adapter.capabilities.cancel : ctx.adapter.capabilities.replaceByFee;
    if (!can || !ctx.adapter.prepareReplacement)
      throw new CliError(new UnsupportedOperationError(ctx.chain.chain_name, action).message);
    const mode = action === 'cancel' ? 'cancel' : 'speedUp';
    // The replacement is checked once, not waited for (as a send with --no-wait).
    const fs = await openSigningSession(io, ctx, values, { confirm: { tries: 1 } });
    try {
      const input = { walletId: fs.wallet.id, coinId: fs.coin._id, hash, mode } as const;
      let prepared;
      try {
        prepared = await previewPendingUpdate(fs.env, input);
      } catch (e) {
        io.json({ error: errorText(e) });
        return 3;
      }
      printReview(reviewOf(fs.coin, fs.coin, prepared));
      const r = await updatePendingTransaction(fs.env, { ...input, prepared });
      if (r.status === 1) {
        io.json({ error: r.error ?? 'Something Went wrong' });
        return 3;
      }
      io.json({
        chain: ctx.chain.chain_name,
        replaced: hash,
        hash: r.hash,
        action,
        fee: prepared.fee.toString(),
        status: r.status === 2 ? 'pending' : r.success ? 'SUCCESS' : 'FAIL',
      });
      return r.status === 2 || r.success ? 0 : 3;
    } finally {
      fs.close();
    }
  },
};
