/** The CLI's input and output: JSON out, secrets in on standard input only. */

export interface CliIO {
  /** Reads all of standard input as text. */
  readStdin(): Promise<string>;
  /** Writes one JSON value as a line. */
  json(value: unknown): void;
  /** Writes raw text (help). */
  print(text: string): void;
  env: Record<string, string | undefined>;
}

/** Bad input: exit code 2 and `{error}` with this message; never a stack trace. */
export class CliError extends Error {
  override name = 'CliError';
  constructor(
    message: string,
    readonly exitCode = 2,
  ) {
    super(message);
  }
}

function jsonReplacer(_key: string, value: unknown): unknown {
  return typeof value === 'bigint' ? value.toString() : value;
}

export function stringifyJson(value: unknown): string {
  return JSON.stringify(value, jsonReplacer);
}

/**
 * Standard input as text. Undecodable bytes are refused rather than read as U+FFFD: a passphrase
 * with a replaced byte would open a different wallet, silently.
 */
export function decodeStdin(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new CliError(
      'Standard input is not valid UTF-8 text: save the phrase, passphrase or key as UTF-8 and try again',
    );
  }
}

/** Set once the reader of stdout has gone away (`kestrel … | head`): nothing more is written. */
let stdoutClosed = false;
let watchingPipes = false;

/**
 * A closed pipe is the reader's choice, not a failure: stop writing and let the command finish
 * with its own exit code, instead of Node's unhandled 'error' stack trace.
 */
function watchBrokenPipes(): void {
  if (watchingPipes) return;
  watchingPipes = true;
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    stdoutClosed = true;
    if (e.code === 'EPIPE') return;
    process.stderr.write(stringifyJson({ error: `Cannot write the output: ${e.code ?? e.message}` }) + '\n');
    process.exit(3);
  });
  // Prompts and notes go to stderr; with it gone there is no one left to tell.
  process.stderr.on('error', () => undefined);
}

function write(text: string): void {
  if (!stdoutClosed) process.stdout.write(text);
}

export function processIO(): CliIO {
  watchBrokenPipes();
  return {
    async readStdin() {
      if (process.stdin.isTTY) return '';
      const chunks: Buffer[] = [];
      for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
      return decodeStdin(Buffer.concat(chunks));
    },
    json(value) {
      write(stringifyJson(value) + '\n');
    },
    print(text) {
      write(text.endsWith('\n') ? text : text + '\n');
    },
    env: process.env,
  };
}
