/** `npm run bench`: every benchmark in turn; `npm run bench -- keys` runs one. */
export {};
const SUITES: Record<string, () => Promise<unknown>> = {
  keys: async () => (await import('./keys')).benchKeys(),
  wallet: async () => (await import('./wallet')).benchWallet(),
  api: async () => (await import('./api')).benchApi(),
  evm: async () => (await import('./evm')).benchEvm(),
};

const only = process.argv.slice(2);
for (const [name, run] of Object.entries(SUITES)) {
  if (only.length && !only.includes(name)) continue;
  console.log(`\n== ${name}`);
  await run();
}
