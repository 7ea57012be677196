/** Every `kestrel` subcommand. Add a command by adding its line here. */
import type { Command } from '../command';
import { balanceCommand } from './balance';
import { feesCommand } from './fees';
import { sendCommand } from './send';
import { historyCommand } from './history';
import { txCommand } from './tx';
import { faucetCommand } from './faucet';
import { chainsCommand } from './chains';
import { deriveCommand } from './derive';
import { mnemonicCommand } from './mnemonic';
import { validateCommand } from './validate';
import { walletCommand } from './wallet';

export const COMMANDS: Command[] = [
  chainsCommand,
  mnemonicCommand,
  deriveCommand,
  validateCommand,
  walletCommand,
  balanceCommand,
  feesCommand,
  sendCommand,
  historyCommand,
  txCommand,
  faucetCommand,
];
