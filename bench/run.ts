/** `npm run bench`: every benchmark in turn; `npm run bench -- keys` runs one. */
import { writePerfSection } from './measure';
const SUITES: Record<string, () => Promise<unknown>> = {
  keys: async () => (await import('./keys')).benchKeys(),
  wallet: async () => (await import('./wallet')).benchWallet(),
  api: async () => (await import('./api')).benchApi(),
  evm: async () => (await import('./evm')).benchEvm(),
  web: async () => {
    const result = await (await import('../apps/web/scripts/bundle-size')).measureWebBundle();
    console.log(result.markdown);
    writePerfSection('Web bundle', result.markdown);
  },
  mobile: async () => {
    const result = await (await import('../apps/mobile/scripts/bundle-size')).measureMobileBundle();
    const markdown = `${result.markdown}\n\nMachine: ${(await import('./measure')).machineDetail()}.`;
    console.log(markdown);
    writePerfSection('Mobile shell bundle', markdown);
  },
  chunks: async () => (await import('./chunks')).benchChunks(),
  'utxo-discovery': async () => (await import('./utxo-discovery')).benchUtxoDiscovery(),
  cli: async () => (await import('./cli')).benchCli(),
  // `npm run bench -- families solana ton`: the names after the suite's pick its chains.
  families: async () =>
    (await import('./families')).benchFamilies(only.filter((a) => !Object.hasOwn(SUITES, a))),
};

const only = process.argv.slice(2);
for (const [name, run] of Object.entries(SUITES)) {
  if (only.length && !only.includes(name)) continue;
  console.log(`\n== ${name}`);
  await run();
}
// A devnet node may leave a handle open after it stops (chopsticks' runtime worker): the suites
// are done, so the process ends here instead of waiting on it.
process.exit(0);
