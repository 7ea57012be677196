/**
 * `kestrel delegation`: the account's batch delegation (EIP-7702), as the web's Settings shows and
 * revokes it, through the wallet's flows: `readDelegations` (the network's batch delegate and what
 * the account delegates to now) and `revokeDelegation` (a type-4 transaction delegating to the
 * zero address, the one send pipeline). An unreadable delegation is a failure, never "none".
 */
import { readDelegations, revokeDelegation } from '@kestrel/wallet';
import { parseOptions, requireOption, type Command } from '../command';
import { CliError } from '../io';
import { openSigningSession, openWatchSession } from '../network/session';
import { addressOption, NETWORK_OPTIONS, networkContext, SIGNER_OPTIONS } from './chain-helpers';

export const delegationCommand: Command = {
  name: 'delegation',
  summary: "An account's EIP-7702 batch delegation: show it, or revoke it (Settings' revoke)",
  usage: [
    'kestrel delegation status --chain C --address A [--network N]',
    'kestrel delegation revoke --chain C <--private-key-stdin | --wallet NAME [--store DIR]> [--network N] [--no-wait]',
    'A revoke is refused with "This account has no delegation to revoke" when there is none.',
  ],
  async run(argv, io) {
    const { values, positionals } = parseOptions(argv, {
      ...NETWORK_OPTIONS,
      ...SIGNER_OPTIONS,
      address: { type: 'string' },
      'no-wait': { type: 'boolean' },
    });
    const [action] = positionals;
    if (action !== 'status' && action !== 'revoke')
      throw new CliError('Use: kestrel delegation status|revoke');
    const ctx = await networkContext(io, values);
    if (!ctx.adapter.accountDelegation)
      throw new CliError(`${ctx.chain.chain_name} has no account delegation (no batch sends)`);

    if (action === 'status') {
      const address = addressOption(ctx, requireOption(values.address, 'address'), '--address');
      const fs = await openWatchSession(ctx, address);
      try {
        const [row] = await readDelegations(fs.env, { walletId: fs.wallet.id });
        if (!row || row.error) {
          io.json({ chain: ctx.chain.chain_name, address, error: row?.error ?? 'No delegation read' });
          return 3;
        }
        io.json({
          chain: row.chain_name,
          address: row.address,
          delegate: row.delegate,
          current: row.current,
        });
        return 0;
      } finally {
        fs.close();
      }
    }

    if (values.address) throw new CliError('--address is for delegation status; revoke signs for its key');
    const fs = await openSigningSession(io, ctx, values, values['no-wait'] ? { confirm: { tries: 1 } } : {});
    try {
      const r = await revokeDelegation(fs.env, { walletId: fs.wallet.id, coinId: fs.coin._id });
      if (r.status === 1) {
        io.json({ error: r.error ?? 'Something Went wrong' });
        return 3;
      }
      io.json({
        chain: ctx.chain.chain_name,
        address: fs.coin.address,
        hash: r.hash,
        status: r.status === 2 ? 'pending' : r.success ? 'SUCCESS' : 'FAIL',
      });
      return r.status === 2 || r.success ? 0 : 3;
    } finally {
      fs.close();
    }
  },
};
