/** The shape of one `kestrel` subcommand. */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { CliError, type CliIO } from './io';

export interface Command {
  /** The first word(s) after `kestrel`, e.g. "derive" or "validate". */
  name: string;
  summary: string;
  /** Usage lines shown by `kestrel help` and on bad input. */
  usage: string[];
  /** Returns the process exit code. Throw CliError for bad input (exit 2). */
  run(argv: string[], io: CliIO): Promise<number>;
}

type Options = NonNullable<ParseArgsConfig['options']>;

/** Strict option parsing with readable errors (unknown flags are bad input, exit 2). */
export function parseOptions<O extends Options>(argv: string[], options: O) {
  try {
    return parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  } catch (e) {
    throw new CliError((e as Error).message.split('\n')[0] ?? 'Invalid arguments');
  }
}

export function requireOption(value: string | boolean | undefined, flag: string): string {
  if (typeof value !== 'string' || value === '') throw new CliError(`Missing required option --${flag}`);
  return value;
}

/** Parses a non-negative integer option. */
export function intOption(
  value: string | boolean | undefined,
  flag: string,
  dflt: number,
  max = 2 ** 31 - 1,
): number {
  if (value === undefined) return dflt;
  if (typeof value !== 'string' || !/^\d+$/.test(value) || Number(value) > max) {
    throw new CliError(`--${flag} must be a whole number from 0 to ${max}`);
  }
  return Number(value);
}
