/** A product API on 127.0.0.1 with a SQLite database in memory, and vault-backed messaging clients on it. */
import { startApiServer, type RunningApiServer } from '@kestrel/api';
import { FAST_KDF, PASSWORD } from '../../test-support/fixtures';
import { MemoryStorage } from '../../vault/storage';
import { Vault } from '../../vault/vault';
import { MessagingClient } from '../client';
import type { MessagingSigner } from '../identity';
import { createRelayClient, type SocketFactory } from '../relayClient';
import { vaultMessagingStore } from '../state';
import type { MessagingLog } from '../sync';

export function startRelay(): Promise<RunningApiServer> {
  return startApiServer({
    port: 0,
    host: '127.0.0.1',
    databaseUrl: ':memory:',
    seed: false,
    log: false,
    // Tests post far more than a person types in a minute.
    writeLimits: { requests: 10_000 },
  });
}

export interface TestPerson {
  client: MessagingClient;
  vault: Vault;
  storage: MemoryStorage;
  logged: string[];
}

export async function openPerson(
  relayUrl: string,
  signer: MessagingSigner,
  opts: { storage?: MemoryStorage; socket?: SocketFactory } = {},
): Promise<TestPerson> {
  const storage = opts.storage ?? new MemoryStorage();
  const vault = opts.storage
    ? await Vault.unlock(storage, PASSWORD, { kdf: FAST_KDF })
    : await Vault.create(storage, PASSWORD, { kdf: FAST_KDF });
  const logged: string[] = [];
  const log: MessagingLog = (message) => logged.push(message);
  const relay = createRelayClient({ baseUrl: relayUrl, ...(opts.socket ? { socket: opts.socket } : {}) });
  const client = await MessagingClient.open({ signer, relay, store: vaultMessagingStore(vault), log });
  return { client, vault, storage, logged };
}
