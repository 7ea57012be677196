/**
 * @ton/core (used by @kestrel/chains for TON) reads a global `Buffer`, which browsers lack.
 * Installed right before the chain code loads, so the first screen does not carry it.
 */
export async function installBufferGlobal(): Promise<void> {
  const g = globalThis as { Buffer?: unknown };
  if (g.Buffer) return;
  const { Buffer } = await import('buffer');
  g.Buffer ??= Buffer;
}
