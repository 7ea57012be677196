/**
 * A throwaway Redis for tests: Debian's redis-server on a free port of 127.0.0.1, nothing saved to disk.
 * When the binary is missing the caller gets a written reason to skip, except with CI=true, where a
 * missing Redis is an error.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface ThrowawayRedis {
  port: number;
  url: string;
  /** Stops the server (to test outages); start() brings it back on the same port, empty. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and deletes its temp dir. */
  destroy(): Promise<void>;
}

export type RedisAvailability = { ok: true; bin: string } | { ok: false; reason: string };

/** redis-server from REDIS_SERVER, or /usr/bin and /usr/local/bin. */
export function findRedisServer(
  candidates = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'],
  env = process.env,
): RedisAvailability {
  const bin = [env.REDIS_SERVER, ...candidates].find((p): p is string => Boolean(p) && fs.existsSync(p!));
  if (bin) return { ok: true, bin };
  const reason =
    'redis-server not found in /usr/bin or /usr/local/bin: install Debian\'s "redis-server" package';
  if (env.CI === 'true') throw new Error(`${reason} (required when CI=true)`);
  return { ok: false, reason };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Resolves once the server answers PING with PONG. */
async function waitForPong(port: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      let reply = '';
      socket.setTimeout(500, () => socket.destroy());
      socket.on('connect', () => socket.write('PING\r\n'));
      socket.on('data', (d) => {
        reply += d.toString();
        if (reply.includes('\r\n')) {
          socket.end();
          resolve(reply.startsWith('+PONG'));
        }
      });
      socket.on('error', () => resolve(false));
      socket.on('close', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`redis-server on port ${port} did not answer PING`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function startThrowawayRedis(bin: string): Promise<ThrowawayRedis> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-redis-'));
  const port = await freePort();
  let child: ChildProcess | undefined;
  let log = '';

  const start = async () => {
    const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
    child = spawn(bin, [...args, '--dir', dir], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', (d: Buffer) => (log = (log + d.toString()).slice(-4000)));
    child.stderr?.on('data', (d: Buffer) => (log = (log + d.toString()).slice(-4000)));
    const exited = new Promise<never>((_, reject) =>
      child?.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${log}`))),
    );
    exited.catch(() => undefined);
    await Promise.race([waitForPong(port), exited]);
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exit = new Promise((r) => running.once('exit', r));
    running.kill('SIGTERM');
    await exit;
  };
  await start();
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    stop,
    start,
    async destroy() {
      await stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
