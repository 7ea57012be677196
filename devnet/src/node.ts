/** Starts and stops a Hardhat 2 node as a child process (prague hardfork, chain id 31337). */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

export interface HardhatNode {
  rpcUrl: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Spawns `hardhat node` on 127.0.0.1:port and resolves once its JSON-RPC server listens. */
export async function spawnHardhatNode(port: number, startTimeoutMs = 60_000): Promise<HardhatNode> {
  const cli = require.resolve('hardhat/internal/cli/cli.js');
  const config = join(here, '..', 'hardhat.config.cjs');
  const child = spawn(
    process.execPath,
    [cli, '--config', config, 'node', '--hostname', '127.0.0.1', '--port', String(port)],
    {
      cwd: join(here, '..'),
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true', DO_NOT_TRACK: '1' },
    },
  );
  const rpcUrl = `http://127.0.0.1:${port}`;
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => fail(new Error(`Hardhat node did not start within ${startTimeoutMs} ms`)),
      startTimeoutMs,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('Started HTTP')) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        // Keep draining the pipe so the node never blocks on a full buffer.
        child.stdout?.resume();
        resolve();
      }
    };
    function fail(err: Error) {
      clearTimeout(timer);
      child.kill('SIGTERM');
      reject(err);
    }
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (c: Buffer) => (output += c.toString('utf8')));
    child.once('exit', (code) => fail(new Error(`Hardhat node exited (${code}): ${output.slice(-500)}`)));
    child.once('error', fail);
  });
  child.removeAllListeners('exit');
  let stopped: Promise<void> | undefined;
  return {
    rpcUrl,
    child,
    stop() {
      stopped ??= new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
        child.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        child.kill('SIGTERM');
      });
      return stopped;
    },
  };
}
