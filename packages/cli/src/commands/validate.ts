import { loadFamilyOf, validateAddress, validatePrivateKey, type AddressCheck } from '@kestrel/wallet';
import { parseOptions, type Command } from '../command';
import { CliError } from '../io';
import { chainOption, firstLine, networkOption } from '../options';

function answer(check: AddressCheck) {
  if (!check.valid) return { valid: false, reason: check.reason };
  // A warning (e.g. Bitcoin's address form on Litecoin) is shown, but the address stays valid.
  return check.warning
    ? { valid: true, normalized: check.normalized, warning: check.warning }
    : { valid: true, normalized: check.normalized };
}

export const validateCommand: Command = {
  name: 'validate',
  summary: 'Check an address or a private key (stdin) for a chain',
  usage: [
    'kestrel validate address --chain C [--network N] ADDRESS',
    'kestrel validate address --chain C [--network N]  < addresses, one per line',
    'kestrel validate key --chain C [--network N]  < key',
  ],
  async run(argv, io) {
    const { values, positionals } = parseOptions(argv, {
      chain: { type: 'string' },
      network: { type: 'string' },
    });
    const [what, ...rest] = positionals;
    const chain = chainOption(values.chain);
    await loadFamilyOf(chain); // the key functions below are synchronous
    const network = networkOption(values.network);
    if (what === 'address') {
      if (rest.length > 1)
        throw new CliError('Give one ADDRESS, or none to read addresses from standard input');
      if (rest.length === 1) {
        const check = validateAddress(chain.chain_name, rest[0]!, network);
        io.json(answer(check));
        return check.valid ? 0 : 1;
      }
      const lines = (await io.readStdin()).split(/\r?\n/).filter((l) => l.trim() !== '');
      if (lines.length === 0) {
        throw new CliError('No address given: pass ADDRESS, or addresses one per line on standard input');
      }
      let allValid = true;
      for (const line of lines) {
        const check = validateAddress(chain.chain_name, line.trim(), network);
        allValid &&= check.valid;
        io.json({ address: line.trim(), ...answer(check) });
      }
      return allValid ? 0 : 1;
    }
    if (what === 'key') {
      if (rest.length > 0) throw new CliError('The key is read from standard input, never from arguments');
      const check = validatePrivateKey(
        chain.chain_name,
        firstLine(await io.readStdin(), 'private key'),
        network,
      );
      io.json(answer(check));
      return check.valid ? 0 : 1;
    }
    throw new CliError('Usage: kestrel validate address|key --chain C');
  },
};
