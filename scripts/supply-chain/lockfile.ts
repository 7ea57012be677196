/**
 * What package-lock.json (lockfile v3) says about the dependency tree: the production tree each
 * workspace ships (resolved the way Node resolves, workspace links followed) and the packages that
 * run install scripts. Read by the supply-chain checks (docs/security.md "Supply chain").
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface LockEntry {
  name?: string;
  version?: string;
  license?: string;
  link?: boolean;
  resolved?: string;
  dev?: boolean;
  optional?: boolean;
  hasInstallScript?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

export interface Lockfile {
  lockfileVersion: number;
  packages: Record<string, LockEntry>;
}

export function readLockfile(file = path.join(ROOT, 'package-lock.json')): Lockfile {
  return JSON.parse(readFileSync(file, 'utf8')) as Lockfile;
}

/** "node_modules/a/node_modules/@s/b" → "@s/b". */
export function nameAt(location: string): string {
  const i = location.lastIndexOf('node_modules/');
  return i < 0 ? location : location.slice(i + 'node_modules/'.length);
}

/** Where `name` resolves from `from` (Node's lookup: own node_modules, then each parent's). */
function resolveFrom(lock: Lockfile, from: string, name: string): string | null {
  let dir = from;
  for (;;) {
    const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!dir) return null;
    const up = dir.lastIndexOf('/node_modules/');
    dir = up < 0 ? '' : dir.slice(0, up);
  }
}

export interface ShippedPackage {
  location: string;
  name: string;
  version: string;
  license?: string;
}

/**
 * Every package a workspace's production install contains: its dependencies, optional and
 * required peer dependencies, recursively; devDependencies of the workspace are left out (and
 * are never followed below it either, as npm installs none of a dependency's dev dependencies).
 */
export function productionTree(lock: Lockfile, workspaceDir: string): ShippedPackage[] {
  const seen = new Map<string, ShippedPackage>();
  const visit = (location: string) => {
    let entry = lock.packages[location];
    if (!entry) return;
    if (entry.link && entry.resolved) {
      location = entry.resolved;
      entry = lock.packages[location];
      if (!entry) return;
    }
    if (seen.has(location)) return;
    seen.set(location, {
      location,
      name: entry.name ?? nameAt(location),
      version: entry.version ?? '',
      ...(entry.license ? { license: entry.license } : {}),
    });
    const required = Object.keys(entry.peerDependencies ?? {}).filter(
      (p) => !entry.peerDependenciesMeta?.[p]?.optional,
    );
    for (const dep of [
      ...Object.keys(entry.dependencies ?? {}),
      ...Object.keys(entry.optionalDependencies ?? {}),
      ...required,
    ]) {
      const at = resolveFrom(lock, location, dep);
      if (at) visit(at);
    }
  };
  visit(workspaceDir);
  seen.delete(workspaceDir);
  return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** Packages whose install runs a script (preinstall, install, postinstall or a binding.gyp build). */
export function packagesWithInstallScripts(lock: Lockfile): { name: string; location: string }[] {
  return Object.entries(lock.packages)
    .filter(([location, e]) => location !== '' && e.hasInstallScript)
    .map(([location]) => ({ name: nameAt(location), location }));
}

/** The root package.json's `allowScripts`: name → true (runs) or false (reviewed, never runs). */
export function readAllowScripts(file = path.join(ROOT, 'package.json')): Record<string, boolean> {
  const pkg = JSON.parse(readFileSync(file, 'utf8')) as { allowScripts?: Record<string, boolean> };
  return pkg.allowScripts ?? {};
}
