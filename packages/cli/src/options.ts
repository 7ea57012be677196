/** Options shared by several commands. */
import { getChain, type ChainInfo, type NetworkName } from '@kestrel/wallet';
import { CliError } from './io';

export function chainOption(value: string | boolean | undefined): ChainInfo {
  if (typeof value !== 'string' || value === '') throw new CliError('Missing required option --chain');
  return getChain(value);
}

export function networkOption(
  value: string | boolean | undefined,
  dflt: NetworkName = 'mainnet',
): NetworkName {
  if (value === undefined) return dflt;
  if (value === 'mainnet' || value === 'testnet' || value === 'devnet') return value;
  throw new CliError('--network must be mainnet, testnet or devnet');
}

/** The first non-empty line of stdin, for a single secret. */
export function firstLine(text: string, what: string): string {
  const line = text.split(/\r?\n/).find((l) => l.trim() !== '');
  if (!line) throw new CliError(`Expected the ${what} on standard input`);
  return line.trim();
}
