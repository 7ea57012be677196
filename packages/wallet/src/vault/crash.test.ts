import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { WalletSession } from '../flows/session';
import { FAST_KDF, PASSWORD } from '../test-support/fixtures';
import { FileStorage } from './fileStorage';

const child = fileURLToPath(new URL('../test-support/saveLoop.ts', import.meta.url));

/** Runs the save loop, SIGKILLs it after `saves` completed saves, returns the last reported number. */
function runAndKill(dir: string, saves: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const p = spawn(process.execPath, ['--import', 'tsx', child, dir], { stdio: ['ignore', 'pipe', 'pipe'] });
    let last = 0;
    let buf = '';
    let err = '';
    p.stderr.on('data', (d) => (err += String(d)));
    p.stdout.on('data', (d) => {
      buf += String(d);
      const lines = buf.split('\n');
      buf = lines.pop() ?? '';
      for (const l of lines) last = Math.max(last, Number(l.replace('saved ', '')));
      if (last >= saves) p.kill('SIGKILL');
    });
    p.on('exit', (code, signal) =>
      signal === 'SIGKILL' ? resolve(last) : reject(new Error(`child exited ${code}: ${err}`)),
    );
  });
}

describe('crash safety', () => {
  it('a process killed (SIGKILL) while saving in a loop loses nothing saved before', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'kestrel-crash-'));
    try {
      for (const target of [25, 60]) {
        const lastReported = await runAndKill(dir, target);
        expect(lastReported).toBeGreaterThanOrEqual(target);
        const session = await WalletSession.open(new FileStorage(dir), PASSWORD, { kdf: FAST_KDF });
        const n = Number(session.store.getState().wallets.masterClientId.replace('save-', ''));
        // Every save that completed before the kill is there (one more may have landed).
        expect(n).toBeGreaterThanOrEqual(lastReported);
        session.lock();
      }
      // Opening again removed what the killed saves left (temporary files, the dead process's lock).
      expect((await readdir(dir)).sort()).toEqual(['vault.json', 'vault.json.bak']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
