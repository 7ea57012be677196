/**
 * `npm run check:install-scripts`: every package in package-lock.json that runs an install script
 * must be named in the root package.json's `allowScripts` (true: it runs; false: reviewed, and
 * `npm run install:allowed` after `npm ci --ignore-scripts` never runs it). npm itself does not read `allowScripts`; this check (run
 * by scripts/supply-chain.test.ts, so CI enforces it) and install-allowed.ts do.
 */
import {
  packagesWithInstallScripts,
  readAllowScripts,
  readLockfile,
  type Lockfile,
} from './supply-chain/lockfile';

export interface InstallScriptReport {
  /** Run an install script and are not named: the check fails. */
  unnamed: string[];
  /** Named true. */
  allowed: string[];
  /** Named false: their scripts never run under install:allowed. */
  refused: string[];
  /** Named but no longer running an install script (the name can go). */
  stale: string[];
}

export function installScriptReport(lock: Lockfile, allow: Record<string, boolean>): InstallScriptReport {
  const names = [...new Set(packagesWithInstallScripts(lock).map((p) => p.name))].sort();
  return {
    unnamed: names.filter((n) => !(n in allow)),
    allowed: names.filter((n) => allow[n] === true),
    refused: names.filter((n) => allow[n] === false),
    stale: Object.keys(allow)
      .filter((n) => !names.includes(n))
      .sort(),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = installScriptReport(readLockfile(), readAllowScripts());
  console.log(`install scripts allowed: ${r.allowed.join(', ') || 'none'}`);
  console.log(`install scripts refused: ${r.refused.join(', ') || 'none'}`);
  if (r.stale.length)
    console.log(`named in allowScripts but without an install script: ${r.stale.join(', ')}`);
  if (r.unnamed.length) {
    console.error(
      `not named in package.json allowScripts (review each, then add it as true or false): ${r.unnamed.join(', ')}`,
    );
    process.exitCode = 1;
  }
}
