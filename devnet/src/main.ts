/** `npm run devnet`: starts the devnet on 127.0.0.1:8545, prints JSON, stops on Ctrl-C. */
import { startDevnet } from './index';

const portArg = process.argv.indexOf('--port');
const port = portArg > 0 ? Number(process.argv[portArg + 1]) : 8545;

const devnet = await startDevnet({ port });
process.stdout.write(
  JSON.stringify(
    {
      chainId: devnet.chainId,
      rpcUrl: devnet.rpcUrl,
      mnemonic: devnet.mnemonic,
      accounts: devnet.accounts.map((a) => ({ address: a.address, privateKey: a.privateKey })),
      contracts: devnet.contracts,
      note: 'Published test keys: never use them on a real network. Ctrl-C stops the devnet.',
    },
    null,
    2,
  ) + '\n',
);

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  await devnet.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
