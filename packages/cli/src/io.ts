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

export function processIO(): CliIO {
  return {
    async readStdin() {
      if (process.stdin.isTTY) return '';
      const chunks: Buffer[] = [];
      for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString('utf8');
    },
    json(value) {
      process.stdout.write(stringifyJson(value) + '\n');
    },
    print(text) {
      process.stdout.write(text.endsWith('\n') ? text : text + '\n');
    },
    env: process.env,
  };
}
