/**
 * The info file a devnet node writes when it starts, for the CLI to find its endpoint
 * (packages/cli/src/network/devnet.ts reads `{tmpdir}/kestrel-devnet-<node>.json`), and removes
 * when it stops.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** `{tmpdir}/kestrel-devnet-<node>.json`: where the CLI looks for a node's endpoint. */
export const nodeInfoPath = (node: string): string => join(tmpdir(), `kestrel-devnet-${node}.json`);

export interface NodeInfoFile {
  /** `{ infoFile }` when one was written, else nothing: spread into the node's handle. */
  readonly entry: { infoFile?: string };
  /** Deletes the file (a node's stop); nothing when none was written. */
  remove(): void;
}

/**
 * Writes `info` (JSON) to a node's info file. `option` is the node's `infoFile` option: a path,
 * false for nowhere (tests running nodes side by side), absent for `nodeInfoPath(node)`.
 */
export function nodeInfoFile(node: string, option: string | false | undefined, info: object): NodeInfoFile {
  const path = option === false ? undefined : (option ?? nodeInfoPath(node));
  if (path) writeFileSync(path, JSON.stringify(info, null, 2));
  return {
    entry: path ? { infoFile: path } : {},
    remove: () => {
      if (path) rmSync(path, { force: true });
    },
  };
}
