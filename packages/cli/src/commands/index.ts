/**
 * Every `kestrel` subcommand, loaded only when it runs (so `kestrel chains` never loads the send
 * pipeline or a chain family). Add a command by adding its line here.
 */
import type { Command } from '../command';

export const COMMAND_LOADERS: Record<string, () => Promise<Command>> = {
  chains: async () => (await import('./chains')).chainsCommand,
  mnemonic: async () => (await import('./mnemonic')).mnemonicCommand,
  derive: async () => (await import('./derive')).deriveCommand,
  validate: async () => (await import('./validate')).validateCommand,
  wallet: async () => (await import('./wallet')).walletCommand,
  balance: async () => (await import('./balance')).balanceCommand,
  fees: async () => (await import('./fees')).feesCommand,
  send: async () => (await import('./send')).sendCommand,
  history: async () => (await import('./history')).historyCommand,
  tx: async () => (await import('./tx')).txCommand,
  faucet: async () => (await import('./faucet')).faucetCommand,
  providers: async () => (await import('./providers')).providersCommand,
  delegation: async () => (await import('./delegation')).delegationCommand,
  coins: async () => (await import('./coins')).coinsCommand,
};

/** The command named `name`, or undefined when there is none. */
export function loadCommand(name: string): Promise<Command> | undefined {
  return Object.hasOwn(COMMAND_LOADERS, name) ? COMMAND_LOADERS[name]!() : undefined;
}

/** Every command, in the order `kestrel help` lists them (help is the one place that loads all). */
export function loadAllCommands(): Promise<Command[]> {
  return Promise.all(Object.values(COMMAND_LOADERS).map((load) => load()));
}
