/**
 * `kestrel providers`: the endpoints a chain uses and the provider API keys, kept in the store's
 * encrypted vault (--store DIR, KESTREL_PASSWORD). Keys come in on standard input only and are
 * shown masked; every network command given the same --store uses them.
 */
import {
  describeProviders,
  PROVIDER_SERVICES,
  ProviderSettingsError,
  updateProviders,
  withApiKey,
  withCustomRpc,
  withoutCustomRpc,
  type ProviderSettings,
} from '@kestrel/wallet';
import { parseOptions, type Command } from '../command';
import { CliError, type CliIO } from '../io';
import { chainOption, networkOption } from '../options';
import { commandProviderSettings } from '../network/providers';

const OPTIONS = {
  chain: { type: 'string' },
  network: { type: 'string' },
  store: { type: 'string' },
} as const;

/** Changes the store's settings in one vault write; bad input changes nothing. */
async function change(
  io: CliIO,
  store: string | undefined,
  fn: (s: ProviderSettings) => ProviderSettings,
): Promise<ProviderSettings> {
  const password = io.env.KESTREL_PASSWORD;
  if (!password) throw new CliError('Set KESTREL_PASSWORD to open the wallet store');
  const { openWalletStore } = await import('@kestrel/wallet/node');
  // A store that does not exist yet is created (keys may come before the first wallet).
  const opened = await openWalletStore({ dir: store, password, create: true });
  opened.session.autoLock.stop();
  try {
    return await updateProviders(opened.session, fn);
  } catch (e) {
    if (e instanceof ProviderSettingsError) throw new CliError(e.message);
    throw e;
  } finally {
    opened.session.lock();
  }
}

/** A custom endpoint may carry a key in its path: only its origin is printed. */
const shown = (url: string, custom: boolean): string => {
  if (!custom) return url;
  const u = new URL(url);
  return u.pathname === '/' && !u.search ? u.origin : `${u.origin}/…`;
};

export const providersCommand: Command = {
  name: 'providers',
  summary: 'Endpoints in use per chain, provider API keys (vault), your own RPC endpoints',
  usage: [
    'kestrel providers list --chain C [--network N] [--store DIR]: endpoints in use, which keys are set (masked)',
    `kestrel providers set-key SERVICE [--store DIR]: the key on stdin into the vault (empty: removes it); SERVICE one of ${PROVIDER_SERVICES.map((s) => s.service).join(', ')}`,
    'kestrel providers add-rpc URL --chain C [--network N] [--store DIR]: your own RPC endpoint, tried first',
    'kestrel providers reset-rpc --chain C [--network N] [--store DIR]: back to the default endpoints',
    'The store is opened with KESTREL_PASSWORD; network commands given --store DIR use its providers.',
  ],
  async run(argv, io) {
    const { values, positionals } = parseOptions(argv, OPTIONS);
    const [action, arg, ...extra] = positionals;
    if (extra.length) throw new CliError(`Unexpected argument ${JSON.stringify(extra[0])}`);
    switch (action) {
      case 'list': {
        const chain = chainOption(values.chain);
        const network = networkOption(values.network);
        const view = await describeProviders(
          await commandProviderSettings(io, values.store),
          chain.chain_name,
          network,
        );
        io.json({ ...view, rpc: view.rpc.map((r) => ({ ...r, url: shown(r.url, r.custom) })) });
        return 0;
      }
      case 'set-key': {
        if (!arg) throw new CliError('Missing SERVICE: kestrel providers set-key SERVICE');
        const key = (await io.readStdin()).split(/\r?\n/).find((l) => l.trim() !== '') ?? '';
        const s = await change(io, values.store, (p) => withApiKey(p, arg, key));
        io.json({ service: arg, set: s.apiKeys[arg] !== undefined });
        return 0;
      }
      case 'add-rpc':
      case 'reset-rpc': {
        const chain = chainOption(values.chain);
        const network = networkOption(values.network);
        if (action === 'add-rpc' && !arg)
          throw new CliError('Missing URL: kestrel providers add-rpc URL --chain C');
        const s = await change(io, values.store, (p) =>
          action === 'add-rpc'
            ? withCustomRpc(p, chain.chain_name, network, arg!)
            : withoutCustomRpc(p, chain.chain_name, network),
        );
        const mine = s.rpc[network]?.[chain.chain_name] ?? [];
        io.json({ chain: chain.chain_name, network, custom: mine.map((u) => shown(u, true)) });
        return 0;
      }
      default:
        throw new CliError('Use: kestrel providers list | set-key | add-rpc | reset-rpc');
    }
  },
};
