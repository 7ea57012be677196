/**
 * The devnet ledger's genesis, built from real signed transactions so that history has rows: the
 * root account (the standalone network's master key) holds the lumens; two test assets — KUSD
 * (open) and KAUTH (its issuer requires authorization, so a new trustline is not authorized) —;
 * and funded accounts of the devnet phrase at SEP-0005 paths m/44'/148'/{i}', each with
 * 10,000 XLM and a KUSD trustline holding 1,000 KUSD.
 */
import { createHmac, pbkdf2Sync } from 'node:crypto';
import { Account, Asset, Keypair, Operation, TransactionBuilder, type xdr } from '@stellar/stellar-base';
import { BASE_FEE, keypairOf, STROOPS, type ApplyResult, type StellarLedger } from './ledger';

export interface StellarDevnetAccount {
  index: number;
  address: string;
  /** S… secret seed (Stellar's export format). */
  privateKey: string;
}

export interface StellarGenesis {
  root: Keypair;
  /** CODE:ISSUER of each test asset, and the issuers' keys (the faucet pays tokens from them). */
  assets: { KUSD: string; KAUTH: string };
  issuers: Map<string, Keypair>;
  accounts: StellarDevnetAccount[];
}

/** 100 billion XLM: the network's total supply. */
const ROOT_BALANCE = 100_000_000_000n * STROOPS;

function slip10(seed: Buffer, path: number[]): Buffer {
  let I = createHmac('sha512', 'ed25519 seed').update(seed).digest();
  for (const index of path) {
    const data = Buffer.alloc(37);
    I.copy(data, 1, 0, 32);
    data.writeUInt32BE((index | 0x80000000) >>> 0, 33);
    I = createHmac('sha512', I.subarray(32)).update(data).digest();
  }
  return I.subarray(0, 32);
}

export function sep5Keypair(mnemonic: string, index: number): Keypair {
  const seed = pbkdf2Sync(mnemonic.normalize('NFKD'), 'mnemonic', 2048, 64, 'sha512');
  return Keypair.fromRawEd25519Seed(slip10(seed, [44, 148, index]));
}

/** Builds, signs and applies one transaction from `source` (the devnet's own keys only). */
export function submitOps(ledger: StellarLedger, source: Keypair, ops: xdr.Operation[]): ApplyResult {
  const account = ledger.accounts.get(source.publicKey());
  if (!account) throw new Error(`${source.publicKey()} is not on the devnet ledger`);
  const builder = new TransactionBuilder(new Account(source.publicKey(), account.seq.toString()), {
    fee: BASE_FEE.toString(),
    networkPassphrase: ledger.passphrase,
  }).setTimeout(30);
  for (const op of ops) builder.addOperation(op);
  const tx = builder.build();
  tx.sign(source);
  return ledger.submit(tx.toEnvelope().toXDR('base64'));
}

function must(r: ApplyResult, what: string): void {
  if (!r.ok) throw new Error(`devnet genesis: ${what} failed (${JSON.stringify(r.codes)})`);
}

export function createGenesis(
  ledger: StellarLedger,
  o: { mnemonic: string; accounts: number },
): StellarGenesis {
  const root = Keypair.master(ledger.passphrase);
  ledger.createAccount(root.publicKey(), ROOT_BALANCE);
  const kusd = keypairOf('KUSD issuer');
  const kauth = keypairOf('KAUTH issuer');
  ledger.createAccount(kusd.publicKey(), 0n);
  ledger.createAccount(kauth.publicKey(), 0n, { authRequired: true });
  // Issuers hold lumens like any account (their reserve), paid by the root.
  for (const issuer of [kusd, kauth]) ledger.accounts.get(issuer.publicKey())!.balance = 100n * STROOPS;
  const KUSD = new Asset('KUSD', kusd.publicKey());
  const accounts: StellarDevnetAccount[] = [];
  for (let index = 0; index < o.accounts; index++) {
    const key = sep5Keypair(o.mnemonic, index);
    must(
      submitOps(ledger, root, [
        Operation.createAccount({ destination: key.publicKey(), startingBalance: '10000' }),
      ]),
      'funding',
    );
    must(submitOps(ledger, key, [Operation.changeTrust({ asset: KUSD })]), 'KUSD trustline');
    must(
      submitOps(ledger, kusd, [
        Operation.payment({ destination: key.publicKey(), asset: KUSD, amount: '1000' }),
      ]),
      'KUSD payment',
    );
    accounts.push({ index, address: key.publicKey(), privateKey: key.secret() });
  }
  return {
    root,
    assets: { KUSD: `KUSD:${kusd.publicKey()}`, KAUTH: `KAUTH:${kauth.publicKey()}` },
    issuers: new Map([
      [`KUSD:${kusd.publicKey()}`, kusd],
      [`KAUTH:${kauth.publicKey()}`, kauth],
    ]),
    accounts,
  };
}
