// Hardhat 2 configuration for the Kestrel devnet. There are no Solidity sources here (the
// contracts are precompiled into src/artifacts.generated.ts), so Hardhat never fetches a compiler.
// Paths are relative to this file's folder (Hardhat's project root).
module.exports = {
  paths: {
    sources: './contracts-none',
    cache: './.hardhat-cache',
    artifacts: './.hardhat-artifacts',
  },
  networks: {
    hardhat: {
      chainId: 31337,
      hardfork: 'prague',
      // The Hardhat default mnemonic, a published test phrase.
      accounts: { mnemonic: 'test test test test test test test test test test test junk', count: 10 },
    },
  },
};
