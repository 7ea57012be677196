/**
 * The EVM devnet in a process of its own for bench/evm.ts, standing for a remote node: its EVM
 * execution then does not share the measuring process's event loop. Prints one JSON line
 * (endpoints, accounts, contracts) when ready; stops on SIGTERM.
 * Run by bench/evm.ts: node --import tsx bench/evm-node.ts <port>
 */
import { startDevnet } from '@kestrel/devnet';

const devnet = await startDevnet({ port: Number(process.argv[2]) });
process.stdout.write(
  `${JSON.stringify({
    rpcUrl: devnet.rpcUrl,
    networks: devnet.networks,
    accounts: devnet.accounts.slice(0, 2),
    contracts: devnet.contracts,
  })}\n`,
);
process.once('SIGTERM', () => {
  void devnet.stop().then(() => process.exit(0));
});
