/**
 * `kestrel history`: the wallet's history flow (loadHistory) for an address, read through an
 * in-memory wallet that watches it. A page whose read failed (every provider down) is a failure:
 * exit 3 with the error, never an empty list shown as the truth.
 */
import { loadHistory } from '@kestrel/wallet';
import { parseOptions, type Command } from '../command';
import { CliError } from '../io';
import { openSigningSession, openWatchSession, tokenCoin } from '../network/session';
import { addressOption, NETWORK_OPTIONS, networkContext, tokenOption } from './chain-helpers';

export const historyCommand: Command = {
  name: 'history',
  summary: 'The last 20 transactions of an address (spec row shape)',
  usage: [
    'kestrel history --chain C --address A [--token T] [--network N] [--explorer URL,...] [--store DIR] [--cursor C]',
    'The answer carries `cursor` while the provider has older rows: give it as --cursor for the next 20.',
    "kestrel history --chain C --wallet NAME [--store DIR] [--network N]: the wallet's coin (Bitcoin family: every address of the account)",
  ],
  async run(argv, io) {
    const { values } = parseOptions(argv, {
      ...NETWORK_OPTIONS,
      address: { type: 'string' },
      token: { type: 'string' },
      wallet: { type: 'string' },
      store: { type: 'string' },
      cursor: { type: 'string' },
    });
    const ctx = await networkContext(io, values);
    if (values.wallet && values.address !== undefined)
      throw new CliError('Give --address or --wallet, not both');
    const contract = values.token ? tokenOption(io, ctx, values.token) : undefined;
    const fs = values.wallet
      ? await openSigningSession(io, ctx, { wallet: values.wallet, store: values.store })
      : await openWatchSession(ctx, addressOption(ctx, values.address, '--address'));
    const address = fs.coin.address;
    try {
      const coin = contract ? await tokenCoin(fs, ctx.adapter, contract) : fs.coin;
      const page = await loadHistory(fs.env, {
        walletId: fs.wallet.id,
        coinId: coin._id,
        ...(values.cursor ? { cursor: values.cursor } : {}),
      });
      io.json({ chain: ctx.chain.chain_name, network: ctx.network, address, ...page });
      return page.error ? 3 : 0;
    } finally {
      fs.close();
    }
  },
};
