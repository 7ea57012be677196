import { generateMnemonic } from '@kestrel/wallet';
import { parseOptions, type Command } from '../command';
import { CliError } from '../io';

export const mnemonicCommand: Command = {
  name: 'mnemonic',
  summary: 'Generate a new recovery phrase',
  usage: ['kestrel mnemonic [--words 12|24]'],
  async run(argv, io) {
    const { values } = parseOptions(argv, { words: { type: 'string' } });
    const words = values.words ?? '12';
    if (words !== '12' && words !== '24') throw new CliError('--words must be 12 or 24');
    io.json({ mnemonic: generateMnemonic(Number(words) as 12 | 24) });
    return 0;
  },
};
