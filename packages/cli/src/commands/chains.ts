import { CHAINS } from '@kestrel/wallet/registry';
import { parseOptions, type Command } from '../command';

export const chainsCommand: Command = {
  name: 'chains',
  summary: 'List the supported chains',
  usage: ['kestrel chains'],
  async run(argv, io) {
    parseOptions(argv, {});
    io.json(
      CHAINS.map((c) => ({
        chain_name: c.chain_name,
        symbol: c.symbol,
        decimals: c.decimals,
        family: c.family,
        path: c.path,
      })),
    );
    return 0;
  },
};
