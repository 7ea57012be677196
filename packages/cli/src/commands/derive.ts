import {
  deriveAccount,
  deriveAccounts,
  importPrivateKey,
  loadFamilyOf,
  seedFromMnemonicAsync,
} from '@kestrel/wallet';
import { intOption, parseOptions, type Command } from '../command';
import { chainOption, firstLine, networkOption } from '../options';

/**
 * Public output only: the phrase or key comes in on stdin and never goes out. With --index or
 * --count, derives along the chain's "derive addresses" template; with --path, at that path.
 */
export const deriveCommand: Command = {
  name: 'derive',
  summary: 'Derive addresses from a phrase (stdin) or a private key (stdin)',
  usage: [
    'kestrel derive --chain C [--path P] [--index N] [--count K] [--network N] [--passphrase-stdin]  < phrase',
    'kestrel derive --chain C --private-key [--network N]  < key',
  ],
  async run(argv, io) {
    const { values } = parseOptions(argv, {
      chain: { type: 'string' },
      path: { type: 'string' },
      index: { type: 'string' },
      count: { type: 'string' },
      network: { type: 'string' },
      'passphrase-stdin': { type: 'boolean' },
      'private-key': { type: 'boolean' },
    });
    const chain = chainOption(values.chain);
    await loadFamilyOf(chain); // the key functions below are synchronous
    const network = networkOption(values.network);
    const input = await io.readStdin();
    if (values['private-key']) {
      const account = importPrivateKey(chain.chain_name, firstLine(input, 'private key'), network);
      io.json({ chain: chain.chain_name, address: account.address });
      return 0;
    }
    // Phrase on the first line; with --passphrase-stdin the passphrase on the second.
    const lines = input.split(/\r?\n/);
    const phrase = firstLine(input, 'recovery phrase');
    const passphrase = values['passphrase-stdin']
      ? (lines[lines.findIndex((l) => l.trim() !== '') + 1] ?? '')
      : '';
    const seed = await seedFromMnemonicAsync(phrase, passphrase);
    if (values.path !== undefined && values.index === undefined && values.count === undefined) {
      const account = deriveAccount(chain.chain_name, seed, { path: values.path, network });
      io.json({ chain: chain.chain_name, path: account.path, address: account.address });
      return 0;
    }
    if (values.index === undefined && values.count === undefined) {
      const account = deriveAccount(chain.chain_name, seed, { network });
      io.json({ chain: chain.chain_name, path: account.path, address: account.address });
      return 0;
    }
    const start = intOption(values.index, 'index', 0);
    const count = intOption(values.count, 'count', 1, 1000);
    for (const account of deriveAccounts(chain.chain_name, seed, { start, count, network })) {
      io.json({ chain: chain.chain_name, path: account.path, address: account.address });
    }
    return 0;
  },
};
