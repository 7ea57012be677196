import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { nodeInfoFile, nodeInfoPath } from './node-info-file';

const dir = mkdtempSync(join(tmpdir(), 'kestrel-node-info-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('nodeInfoFile', () => {
  it('writes the info as JSON where the option says, names it in the entry, and removes it', () => {
    const path = join(dir, 'node.json');
    const file = nodeInfoFile('tezos', path, { rpcUrl: 'http://127.0.0.1:1' });
    expect(file.entry).toEqual({ infoFile: path });
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({ rpcUrl: 'http://127.0.0.1:1' });
    file.remove();
    expect(existsSync(path)).toBe(false);
  });

  it('writes nothing when the option is false', () => {
    const file = nodeInfoFile('tezos', false, { rpcUrl: 'x' });
    expect(file.entry).toEqual({});
    expect(() => file.remove()).not.toThrow();
  });

  it('defaults to the path the CLI reads: {tmpdir}/kestrel-devnet-<node>.json', () => {
    expect(nodeInfoPath('stellar')).toBe(join(tmpdir(), 'kestrel-devnet-stellar.json'));
  });
});
