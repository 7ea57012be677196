import { parseOptions, requireOption, type Command } from '../command';
import { adapterFromOptions, NETWORK_OPTIONS, tokenAddress } from './chain-helpers';

export const historyCommand: Command = {
  name: 'history',
  summary: 'The last 20 transactions of an address (spec row shape)',
  usage: ['kestrel history --chain C --address A [--token T] [--network N] [--explorer URL,...]'],
  async run(argv, io) {
    const { values } = parseOptions(argv, {
      ...NETWORK_OPTIONS,
      address: { type: 'string' },
      token: { type: 'string' },
    });
    const { chain, network, adapter } = await adapterFromOptions(io, values);
    const asset = values.token
      ? { kind: 'token' as const, contract: tokenAddress(io, values.token, network) }
      : undefined;
    const page = (await adapter.getHistory(requireOption(values.address, 'address'), { asset })) as {
      items: unknown[];
      error?: string;
    };
    io.json({ chain: chain.chain_name, network, ...page });
    return page.error ? 3 : 0;
  },
};
