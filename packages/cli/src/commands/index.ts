/** Every `kestrel` subcommand. Add a command by adding its line here. */
import type { Command } from '../command';
import { chainsCommand } from './chains';
import { deriveCommand } from './derive';
import { mnemonicCommand } from './mnemonic';
import { validateCommand } from './validate';

export const COMMANDS: Command[] = [
  chainsCommand,
  mnemonicCommand,
  deriveCommand,
  validateCommand,
];
