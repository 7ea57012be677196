/**
 * `npm run audit:offline` — for people, not CI (it asks the registry; the tests never do). The
 * registry Kestrel installs from does not answer `npm audit`, so this reads the production tree of
 * every shipped workspace (all but devnet) from package-lock.json and asks `npm view` for each
 * package version's deprecation notice (npm marks versions with known vulnerabilities or
 * abandoned releases deprecated). `--direct` checks only the workspaces' own dependencies.
 * Exit code 1 when a shipped version is deprecated. docs/security.md records each run.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { productionTree, readLockfile, type Lockfile, type ShippedPackage } from './supply-chain/lockfile';

const run = promisify(execFile);

/** Workspace folders the app, the CLI and the API ship from: every workspace but the devnet. */
export function shippedWorkspaces(lock: Lockfile): string[] {
  return Object.keys(lock.packages)
    .filter((k) => k !== '' && !k.includes('node_modules/') && k !== 'devnet')
    .sort();
}

export function shippedPackages(lock: Lockfile, direct = false): ShippedPackage[] {
  const byId = new Map<string, ShippedPackage>();
  for (const ws of shippedWorkspaces(lock)) {
    const own = new Set(Object.keys(lock.packages[ws]?.dependencies ?? {}));
    for (const p of productionTree(lock, ws)) {
      if (!p.location.includes('node_modules/')) continue; // another workspace
      // A direct dependency is the copy the workspace resolves: its own, else the hoisted one.
      const resolved = [`${ws}/node_modules/${p.name}`, `node_modules/${p.name}`].find(
        (l) => lock.packages[l],
      );
      if (!direct || (own.has(p.name) && p.location === resolved)) byId.set(`${p.name}@${p.version}`, p);
    }
  }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}

async function deprecation(p: ShippedPackage): Promise<string> {
  const { stdout } = await run('npm', ['view', `${p.name}@${p.version}`, 'deprecated', '--json'], {
    timeout: 60_000,
  });
  const text = stdout.trim();
  return text ? String(JSON.parse(text)) : '';
}

/**
 * A version the public registry marks deprecated ("request has been deprecated…"): when the
 * registry in use does not say so, it strips deprecation notices and a clean result means nothing.
 */
const CANARY: ShippedPackage = { location: 'node_modules/request', name: 'request', version: '2.88.2' };

async function main() {
  const direct = process.argv.includes('--direct');
  if (!(await deprecation(CANARY).catch(() => ''))) {
    console.error(
      'this registry does not report deprecations (request@2.88.2 shows none): nothing can be concluded; ' +
        'run against https://registry.npmjs.org/ (npm_config_registry) or read the advisories by hand',
    );
    process.exitCode = 2;
    return;
  }
  const packages = shippedPackages(readLockfile(), direct);
  console.log(
    `checking ${packages.length} shipped package versions${direct ? ' (direct dependencies)' : ''}`,
  );
  const deprecated: string[] = [];
  const failed: string[] = [];
  const queue = [...packages];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let p = queue.shift(); p; p = queue.shift()) {
        try {
          const note = await deprecation(p);
          if (note) deprecated.push(`${p.name}@${p.version}: ${note}`);
        } catch (e) {
          failed.push(`${p.name}@${p.version}: ${(e as Error).message.split('\n')[0]}`);
        }
      }
    }),
  );
  for (const d of deprecated.sort()) console.log(`DEPRECATED ${d}`);
  for (const f of failed.sort()) console.log(`NOT CHECKED ${f}`);
  console.log(
    `${packages.length - failed.length} checked, ${deprecated.length} deprecated, ${failed.length} not checked`,
  );
  if (deprecated.length || failed.length) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) void main();
