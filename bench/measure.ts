/** Tiny benchmark helpers: median of repeated runs, and the machine the figures came from. */
import os from 'node:os';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface Timing {
  name: string;
  medianMs: number;
  minMs: number;
  runs: number;
}

export async function measure(name: string, fn: () => unknown, runs = 15, warmup = 2): Promise<Timing> {
  for (let i = 0; i < warmup; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { name, medianMs: times[Math.floor(times.length / 2)]!, minMs: times[0]!, runs };
}

/**
 * Two timings taken in alternation (A, B, A, B…), so both see the same machine load: on a shared
 * VM the noise between separate batches is larger than the difference being measured.
 */
export async function measurePair(
  a: [string, () => unknown],
  b: [string, () => unknown],
  runs = 41,
  warmup = 3,
): Promise<[Timing, Timing]> {
  for (let i = 0; i < warmup; i++) {
    await a[1]();
    await b[1]();
  }
  const ta: number[] = [];
  const tb: number[] = [];
  for (let i = 0; i < runs; i++) {
    for (const [fn, out] of [
      [a[1], ta],
      [b[1], tb],
    ] as const) {
      const t0 = performance.now();
      await fn();
      out.push(performance.now() - t0);
    }
  }
  const summary = (name: string, t: number[]): Timing => {
    t.sort((x, y) => x - y);
    return { name, medianMs: t[Math.floor(t.length / 2)]!, minMs: t[0]!, runs };
  };
  return [summary(a[0], ta), summary(b[0], tb)];
}

export function machine(): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return `${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.arch()}`;
}

const PERF_DOC = fileURLToPath(new URL('../docs/performance.md', import.meta.url));

/** Replaces (or appends) one `## Title` section of docs/performance.md, leaving the others alone. */
export function writePerfSection(title: string, body: string): void {
  const header = `## ${title}`;
  let doc = existsSync(PERF_DOC)
    ? readFileSync(PERF_DOC, 'utf8')
    : '# Performance\n\nFigures from `npm run bench`. Each section names the machine it ran on.\n';
  const start = doc.indexOf(`\n${header}\n`);
  const section = `\n${header}\n\n${body.trim()}\n`;
  if (start < 0) doc = doc.trimEnd() + '\n' + section;
  else {
    const next = doc.indexOf('\n## ', start + header.length + 1);
    doc = doc.slice(0, start) + section + (next < 0 ? '' : doc.slice(next));
  }
  writeFileSync(PERF_DOC, doc.trimEnd() + '\n');
}

export function fmt(ms: number): string {
  return ms < 10 ? ms.toFixed(2) : ms.toFixed(1);
}

/** The machine as `nproc`, the CPU model from /proc/cpuinfo and the Node version report it. */
export function machineDetail(): string {
  let model = os.cpus()[0]?.model ?? 'unknown CPU';
  try {
    model = /^model name\s*:\s*(.+)$/m.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1]?.trim() ?? model;
  } catch {
    // Not Linux: os.cpus() names the model.
  }
  return `nproc ${os.availableParallelism()}, ${model}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.arch()}`;
}

/** The body of one `## Title` section of docs/performance.md, or undefined when there is none. */
export function readPerfSection(title: string): string | undefined {
  if (!existsSync(PERF_DOC)) return undefined;
  const doc = readFileSync(PERF_DOC, 'utf8');
  const start = doc.indexOf(`\n## ${title}\n`);
  if (start < 0) return undefined;
  const next = doc.indexOf('\n## ', start + title.length + 4);
  return doc.slice(start + title.length + 5, next < 0 ? undefined : next);
}
