/**
 * The devnet's starting state: a faucet, one validator (a vote account made by real Vote-program
 * transactions, so stake can be delegated to it), a test SPL token (KUSD, 6 decimals) and the
 * funded devnet accounts, each with SOL and KUSD in its associated token account.
 */
import {
  AccountRole,
  appendTransactionMessageInstructions,
  createTransactionMessage,
  generateKeyPairSigner,
  getProgramDerivedAddress,
  getTransactionEncoder,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Address,
  type Instruction,
  type KeyPairSigner,
  type Blockhash,
} from '@solana/kit';
import type { SolanaEmulator } from './emulator';
import { solanaDevnetAccounts, type SolanaDevnetAccount } from './keys';
import { addressBytes, mintData, PROGRAM, tokenAccountData } from './layouts';

/** The associated token account of `owner` for `mint`. */
/** An SPL Token program account (a mint or a token account) written into the bank, rent exempt. */
export function putTokenAccount(chain: SolanaEmulator, at: string, data: Uint8Array): void {
  chain.svm.setAccount({
    address: at as Address,
    data,
    executable: false,
    lamports: lamports(chain.svm.minimumBalanceForRentExemption(BigInt(data.length))),
    programAddress: PROGRAM.token as Address,
    space: BigInt(data.length),
  });
}

export async function associatedTokenAddress(owner: string, mint: string): Promise<Address> {
  const [pda] = await getProgramDerivedAddress({
    programAddress: PROGRAM.ata as Address,
    seeds: [addressBytes(owner), addressBytes(PROGRAM.token), addressBytes(mint)],
  });
  return pda;
}

export const LAMPORTS_PER_SOL = 1_000_000_000n;
const VOTE_ACCOUNT_SIZE = 3762n;

export interface DevnetToken {
  mint: string;
  name: string;
  symbol: string;
  decimals: number;
  logoURI: string;
}

export interface DevnetValidator {
  vote: string;
  name: string;
  image: string;
  website: string;
  apy_estimate: number;
}

export interface Genesis {
  faucet: KeyPairSigner;
  accounts: SolanaDevnetAccount[];
  token: DevnetToken;
  validators: DevnetValidator[];
}

/** Signs `instructions` with the fee payer (and extra signers) and sends them through the node. */
export async function sendInstructions(
  chain: SolanaEmulator,
  payer: KeyPairSigner,
  instructions: Instruction[],
): Promise<string> {
  const { blockhash, lastValidBlockHeight } = chain.newBlock();
  const tx = await pipe(
    createTransactionMessage({ version: 'legacy' }),
    (m) => setTransactionMessageFeePayerSigner(payer, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: blockhash as Blockhash, lastValidBlockHeight: BigInt(lastValidBlockHeight) },
        m,
      ),
    (m) => appendTransactionMessageInstructions(instructions, m),
    (m) => signTransactionMessageWithSigners(m),
  );
  return chain.send(new Uint8Array(getTransactionEncoder().encode(tx)));
}

export function transferIx(from: KeyPairSigner, to: string, amount: bigint): Instruction {
  const data = new Uint8Array(12);
  new DataView(data.buffer).setUint32(0, 2, true);
  new DataView(data.buffer).setBigUint64(4, amount, true);
  return {
    programAddress: PROGRAM.system as Address,
    accounts: [
      { address: from.address, role: AccountRole.WRITABLE_SIGNER, signer: from } as never,
      { address: to as Address, role: AccountRole.WRITABLE },
    ],
    data,
  };
}

async function createValidator(chain: SolanaEmulator, payer: KeyPairSigner): Promise<string> {
  const [vote, node] = await Promise.all([generateKeyPairSigner(), generateKeyPairSigner()]);
  const create = new Uint8Array(52);
  const v = new DataView(create.buffer);
  v.setUint32(0, 0, true);
  v.setBigUint64(4, chain.svm.minimumBalanceForRentExemption(VOTE_ACCOUNT_SIZE), true);
  v.setBigUint64(12, VOTE_ACCOUNT_SIZE, true);
  create.set(addressBytes(PROGRAM.vote), 20);
  // VoteInit: node, authorized voter, authorized withdrawer, commission 5%.
  const init = new Uint8Array(101);
  init.set(addressBytes(node.address), 4);
  init.set(addressBytes(node.address), 36);
  init.set(addressBytes(payer.address), 68);
  init[100] = 5;
  await sendInstructions(chain, payer, [
    {
      programAddress: PROGRAM.system as Address,
      accounts: [
        { address: payer.address, role: AccountRole.WRITABLE_SIGNER, signer: payer } as never,
        { address: vote.address, role: AccountRole.WRITABLE_SIGNER, signer: vote } as never,
      ],
      data: create,
    },
    {
      programAddress: PROGRAM.vote as Address,
      accounts: [
        { address: vote.address, role: AccountRole.WRITABLE },
        { address: 'SysvarRent111111111111111111111111111111111' as Address, role: AccountRole.READONLY },
        { address: 'SysvarC1ock11111111111111111111111111111111' as Address, role: AccountRole.READONLY },
        { address: node.address, role: AccountRole.READONLY_SIGNER, signer: node } as never,
      ],
      data: init,
    },
  ]);
  return vote.address;
}

export async function createGenesis(
  chain: SolanaEmulator,
  o: { mnemonic: string; accounts: number; solEach: bigint; tokensEach: bigint },
): Promise<Genesis> {
  const faucet = await generateKeyPairSigner();
  chain.svm.setAccount({
    address: faucet.address,
    data: new Uint8Array(0),
    executable: false,
    lamports: lamports(100_000_000n * LAMPORTS_PER_SOL),
    programAddress: PROGRAM.system as Address,
    space: 0n,
  });
  const [accounts, mint] = await Promise.all([
    solanaDevnetAccounts(o.mnemonic, o.accounts),
    generateKeyPairSigner(),
  ]);
  const token: DevnetToken = {
    mint: mint.address,
    name: 'Kestrel Test Dollar',
    symbol: 'KUSD',
    decimals: 6,
    logoURI: '',
  };
  putTokenAccount(
    chain,
    mint.address,
    mintData(faucet.address, o.tokensEach * BigInt(accounts.length), token.decimals),
  );
  for (const a of accounts) {
    await sendInstructions(chain, faucet, [transferIx(faucet, a.address, o.solEach)]);
    putTokenAccount(
      chain,
      await associatedTokenAddress(a.address, mint.address),
      tokenAccountData(mint.address, a.address, o.tokensEach),
    );
  }
  const vote = await createValidator(chain, faucet);
  return {
    faucet,
    accounts,
    token,
    validators: [{ vote, name: 'Kestrel Devnet Validator', image: '', website: '', apy_estimate: 6.5 }],
  };
}
