/** `kestrel`: dispatch to a subcommand; JSON out; bad input exits 2 with {error}, never a stack trace. */
import { loadAllCommands, loadCommand } from './commands/index';
import { CliError, processIO, type CliIO } from './io';

async function helpText(): Promise<string> {
  const lines = [
    'kestrel — the Kestrel wallet on the command line. Output is JSON; secrets are read from stdin.',
    '',
  ];
  for (const c of await loadAllCommands()) {
    lines.push(`  ${c.name.padEnd(10)} ${c.summary}`);
    for (const u of c.usage) lines.push(`      ${u}`);
  }
  return lines.join('\n');
}

/** Errors a person caused: their message is safe and useful to show. */
const INPUT_ERRORS = new Set(['CliError', 'KeyInputError', 'UnknownChainError']);

export async function main(argv: string[], io: CliIO = processIO()): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    io.print(await helpText());
    return 0;
  }
  try {
    const command = await loadCommand(name);
    if (!command) throw new CliError(`Unknown command "${name}". Run \`kestrel help\` for the list.`);
    if (rest.includes('--help')) {
      io.print(command.usage.join('\n'));
      return 0;
    }
    return await command.run(rest, io);
  } catch (e) {
    const err = e as Error & { exitCode?: number };
    if (INPUT_ERRORS.has(err?.name)) {
      io.json({ error: err.message });
      return err.exitCode ?? 2;
    }
    // A runtime failure (a provider down, a node refusing): its message, never a stack trace.
    const message = typeof err?.message === 'string' && err.message ? err.message.split('\n')[0] : String(e);
    io.json({ error: message });
    return 3;
  }
}
