/** Runs `kestrel` in-process with a scripted stdin and captured JSON output. */
import { main } from '../src/main';
import type { CliIO } from '../src/io';

export interface CliRun {
  code: number;
  /** Each printed JSON line, parsed; help text lines stay strings. */
  out: unknown[];
  text: string;
}

export async function runCli(argv: string[], stdin = '', env: Record<string, string> = {}): Promise<CliRun> {
  const lines: string[] = [];
  const io: CliIO = {
    readStdin: async () => stdin,
    json: (v) => lines.push(JSON.stringify(v, (_k, x) => (typeof x === 'bigint' ? x.toString() : x))),
    print: (t) => lines.push(t),
    env,
  };
  const code = await main(argv, io);
  const out = lines.map((l) => {
    try {
      return JSON.parse(l) as unknown;
    } catch {
      return l;
    }
  });
  return { code, out, text: lines.join('\n') };
}
