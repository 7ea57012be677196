/** The devnet's validators as tronscan's /api/pagewitness lists them (made-up, devnet only). */
import { encodeAddress, sha256 } from './codec';

const witness = (name: string, rate: string, votes: number) => ({
  address: encodeAddress(new Uint8Array([0x41, ...sha256(new TextEncoder().encode(name)).subarray(0, 20)])),
  name,
  url: `http://127.0.0.1/${name.replace(/\s/g, '-').toLowerCase()}`,
  lowestBrokerageImage: '',
  annualizedRate: rate,
  realTimeVotes: votes,
  votes,
});

export const WITNESSES = [
  witness('Devnet Witness One', '4.12', 3_000_000),
  witness('Devnet Witness Two', '3.87', 2_000_000),
];
