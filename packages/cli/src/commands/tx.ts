import { UnsupportedOperationError } from '@kestrel/chains';
import { parseOptions, requireOption, type Command } from '../command';
import { CliError } from '../io';
import { chainOption, networkOption } from '../options';
import { adapterFor, NETWORK_OPTIONS, readSigner, SIGNER_OPTIONS } from './chain-helpers';

export const txCommand: Command = {
  name: 'tx',
  summary:
    'Status of a transaction; speed up or cancel a pending one (EVM: twice the gas price; Bitcoin family: speed-up by RBF)',
  usage: [
    'kestrel tx status --chain C --hash H [--network N] [--wait SECONDS]',
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
    const chain = chainOption(values.chain);
    const network = networkOption(values.network);
    const hash = requireOption(values.hash, 'hash');
    const adapter = await adapterFor(io, chain, network, values);
    if (action === 'status') {
      const seconds = values.wait === undefined ? 0 : Number(values.wait);
      if (!Number.isFinite(seconds) || seconds < 0) throw new CliError('--wait must be a number of seconds');
      const r = await adapter.waitForConfirmation(hash, { timeoutMs: seconds * 1000 });
      io.json(
        r === 'pending'
          ? { chain: chain.chain_name, hash, status: 'pending' }
          : {
              chain: chain.chain_name,
              hash,
              status: r.success ? 'SUCCESS' : 'FAIL',
              blockNumber: r.blockNumber.toString(),
            },
      );
      return 0;
    }
    if (action !== 'speed-up' && action !== 'cancel')
      throw new CliError('Use: kestrel tx status|speed-up|cancel');
    // The Bitcoin family replaces by fee to speed up but has no cancel: say so before asking for a key.
    const replace = action === 'cancel' ? adapter.cancel : adapter.speedUp;
    if (typeof replace !== 'function')
      throw new CliError(new UnsupportedOperationError(chain.chain_name, action).message);
    const { signer } = await readSigner(io, chain, network, values);
    try {
      const sent = await replace.call(adapter, hash, signer);
      io.json({ chain: chain.chain_name, replaced: hash, hash: sent.hash, action });
      return 0;
    } catch (e) {
      io.json({ error: e instanceof Error ? e.message : String(e) });
      return 3;
    }
  },
};
