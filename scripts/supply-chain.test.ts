/**
 * Supply-chain rules, checked on every test run (no network): each package that runs an install
 * script is named in package.json `allowScripts`; the packages the app, the CLI and the API ship
 * hold nothing only the devnet needs (Hardhat and its tree, the Solidity compiler, emulators).
 */
import { describe, expect, it } from 'vitest';
import { shippedPackages, shippedWorkspaces } from './check-advisories';
import { installScriptReport } from './check-install-scripts';
import { productionTree, readAllowScripts, readLockfile, type Lockfile } from './supply-chain/lockfile';

const lock = readLockfile();

/** Packages only the devnet and the tests may pull in. */
const DEVNET_ONLY =
  /^(hardhat|solc|litesvm.*|@nomicfoundation\/.*|@acala-network\/chopsticks.*|@ton\/sandbox|@kestrel\/devnet|@blaze-cardano\/emulator)$/;

describe('install scripts', () => {
  it('every package in package-lock.json that runs an install script is named in allowScripts', () => {
    const report = installScriptReport(lock, readAllowScripts());
    expect(report.unnamed, 'review these and name them true or false in package.json allowScripts').toEqual(
      [],
    );
    expect(report.allowed.length + report.refused.length).toBeGreaterThan(0);
  });

  it('a package with an install script that is not named fails the check', () => {
    const synthetic: Lockfile = {
      lockfileVersion: 3,
      packages: {
        '': {},
        'node_modules/ok': { version: '1.0.0', hasInstallScript: true },
        'node_modules/a/node_modules/@evil/pkg': { version: '1.0.0', hasInstallScript: true },
        'node_modules/quiet': { version: '1.0.0' },
      },
    };
    expect(installScriptReport(synthetic, { ok: true, gone: false })).toEqual({
      unnamed: ['@evil/pkg'],
      allowed: ['ok'],
      refused: [],
      stale: ['gone'],
    });
  });
});

describe('what the app, the CLI and the API ship', () => {
  it('the shipped workspaces are every workspace but the devnet', () => {
    const shipped = shippedWorkspaces(lock);
    expect(shipped).toEqual(
      expect.arrayContaining([
        'packages/chains',
        'packages/wallet',
        'packages/cli',
        'packages/api',
        'apps/web',
      ]),
    );
    expect(shipped).not.toContain('devnet');
  });

  it('no shipped production tree holds a devnet-only package', () => {
    for (const ws of shippedWorkspaces(lock)) {
      const leaked = productionTree(lock, ws).filter((p) => DEVNET_ONLY.test(p.name));
      expect(leaked.map((p) => `${ws}: ${p.name}`)).toEqual([]);
    }
    // The walk does see them where they belong.
    expect(productionTree(lock, 'devnet').some((p) => p.name === 'hardhat')).toBe(true);
  });

  it('resolves like Node: nested copies first, workspace links followed, dev dependencies left out', () => {
    const synthetic: Lockfile = {
      lockfileVersion: 3,
      packages: {
        '': {},
        'packages/app': { name: '@x/app', dependencies: { lib: '1', '@x/util': '*' } },
        'packages/util': { name: '@x/util', dependencies: { tool: '1' } },
        'node_modules/@x/util': { link: true, resolved: 'packages/util' },
        'node_modules/lib': { version: '1.0.0', dependencies: { dep: '2' }, peerDependencies: { peer: '1' } },
        'node_modules/lib/node_modules/dep': { version: '2.0.0' },
        'node_modules/dep': { version: '1.0.0' },
        'node_modules/peer': { version: '1.0.0' },
        'node_modules/tool': { version: '1.0.0' },
        'node_modules/devonly': { version: '1.0.0', dev: true },
      },
    };
    expect(productionTree(synthetic, 'packages/app').map((p) => `${p.name}@${p.version}`)).toEqual([
      '@x/util@',
      'dep@2.0.0',
      'lib@1.0.0',
      'peer@1.0.0',
      'tool@1.0.0',
    ]);
  });

  it('the advisory check reads every shipped package version, and each workspace dependency directly', () => {
    const all = shippedPackages(lock).map((p) => p.name);
    const direct = shippedPackages(lock, true).map((p) => p.name);
    expect(all).toEqual(expect.arrayContaining(['viem', 'fastify', '@noble/curves']));
    expect(direct).toEqual(expect.arrayContaining(['viem', 'fastify', 'zod']));
    expect(direct.length).toBeLessThan(all.length);
    expect(all.filter((n) => DEVNET_ONLY.test(n))).toEqual([]);
  });
});
