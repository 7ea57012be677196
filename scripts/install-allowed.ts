/**
 * `npm ci --ignore-scripts && npm run install:allowed`: the install that runs only the install
 * scripts package.json's `allowScripts` names true. `npm ci --ignore-scripts` installs every
 * package without running a script; this then runs `npm rebuild` for the allowed packages and the
 * root `prepare` (the CLI build) that --ignore-scripts skipped. Refuses while a package with an
 * install script is not named at all (check-install-scripts.ts).
 */
import { execFileSync } from 'node:child_process';
import { installScriptReport } from './check-install-scripts';
import { ROOT, readAllowScripts, readLockfile } from './supply-chain/lockfile';

const report = installScriptReport(readLockfile(), readAllowScripts());
if (report.unnamed.length) {
  console.error(`not named in package.json allowScripts: ${report.unnamed.join(', ')}`);
  process.exit(1);
}
const npm = (...args: string[]) => execFileSync('npm', args, { cwd: ROOT, stdio: 'inherit' });
if (report.allowed.length) npm('rebuild', '--ignore-scripts=false', ...report.allowed);
npm('run', 'prepare', '--ignore-scripts=false');
console.log(
  `install scripts run: ${report.allowed.join(', ') || 'none'}; not run: ${report.refused.join(', ') || 'none'}`,
);
