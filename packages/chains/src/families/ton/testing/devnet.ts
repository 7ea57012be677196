/** Test support: the devnet's TON node (sandbox + toncenter-style endpoint) and an adapter on it. */
import { startTonDevnet, type TonDevnet } from '@kestrel/devnet';
import type { ChainAdapter } from '../../../adapter-types';
import type { TonAdapterConfig } from '../logic/jetton-metadata';
import { createAdapter, family } from '../index';

export async function startTestTon(): Promise<TonDevnet> {
  return startTonDevnet({ port: 0, infoFile: false });
}

/** Polls fast: the sandbox applies a message as soon as it is sent. */
export function tonAdapter(devnet: TonDevnet, extra: Partial<TonAdapterConfig> = {}): ChainAdapter {
  // The settings the shells get: the family's devnet profile applied to the info file's rpcUrl.
  return createAdapter('ton', {
    network: 'devnet',
    ...family.devnet!.adapterConfig({ rpc: devnet.rpcUrl }),
    confirm: { pollMs: 20, tries: 10 },
    ...extra,
  });
}
