/** Which stored copy writers follow, judged without a password (envelope version and checksum). */
import { inspectEnvelope } from './envelope';
import { VaultNewerVersionError } from './errors';
import type { StoragePort } from './storage';

/** Never read, "recover" or write over a vault a newer Kestrel wrote. */
export async function refuseNewer(...copies: (Uint8Array | null)[]): Promise<void> {
  for (const bytes of copies) {
    const s = bytes ? await inspectEnvelope(bytes) : null;
    if (s?.state === 'newer') throw new VaultNewerVersionError(s.version);
  }
}

export interface StoredCopy {
  bytes: Uint8Array;
  generation: number;
}

/**
 * The current copy if intact, else the backup if intact; null when neither is (nothing stored,
 * or both damaged: then writing good contents is a repair). VaultNewerVersionError if either
 * copy is of a newer format.
 */
export async function referenceCopy(storage: StoragePort): Promise<StoredCopy | null> {
  const current = await storage.read();
  const backup = await storage.readBackup();
  await refuseNewer(current, backup);
  for (const bytes of [current, backup]) {
    const s = bytes ? await inspectEnvelope(bytes) : null;
    if (bytes && s?.state === 'intact') return { bytes, generation: s.generation };
  }
  return null;
}

/** True when `bytes` is present and passes its checksum. */
export async function isIntact(bytes: Uint8Array | null): Promise<boolean> {
  return !!bytes && (await inspectEnvelope(bytes)).state === 'intact';
}
