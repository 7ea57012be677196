/** zod shapes of the Lotus JSON-RPC results and the Filscan v1 answers the adapter reads. */
import { z } from 'zod';

const attoFil = z.string().regex(/^\d{1,40}$/, 'an amount in attoFIL');
const uint = z.number().int().nonnegative();
/** A scan figure written as a number or as decimal text, read as a whole number rounded up. */
const wholeUp = z
  .union([z.number().nonnegative().finite(), z.string().regex(/^\d{1,40}(\.\d{1,40})?$/)])
  .transform((v) => {
    const [int, frac = ''] = (typeof v === 'number' ? v.toFixed(6) : v).split('.');
    return BigInt(int as string) + (/[1-9]/.test(frac) ? 1n : 0n);
  });

/** Filecoin.WalletBalance: attoFIL as decimal text ("0" for an address the chain never saw). */
export const walletBalance = attoFil;
/** Filecoin.MpoolGetNonce: the next nonce, pending messages counted. */
export const mpoolNonce = uint;
/** Filecoin.GasEstimateMessageGas: the message with its gas fields filled. */
export const estimatedMessage = z.object({
  GasLimit: z.number().int().positive(),
  GasFeeCap: attoFil,
  GasPremium: attoFil,
});
/** Filecoin.MpoolPush: the signed message's CID. */
export const cidLink = z.object({ '/': z.string().regex(/^b[a-z2-7]{20,100}$/) });
/** Filecoin.StateSearchMsg: null until a tipset holds the message. */
export const msgLookup = z.union([
  z.null(),
  z.object({
    Message: cidLink,
    Receipt: z.object({ ExitCode: z.number().int(), GasUsed: z.number().int().nonnegative() }),
    Height: uint,
  }),
]);
export type MsgLookup = z.infer<typeof msgLookup>;

/** Filscan: every answer is {result: …}. */
const scan = <S extends z.ZodType>(result: S) => z.object({ result });

/** POST /MessagesByAccountID: the rows of spec §3 "Filecoin message". */
export const scanMessage = z.object({
  cid: z.string().min(1),
  to: z.string(),
  from: z.string(),
  value: attoFil,
  exit_code: z.string(),
  block_time: z.number().int().nonnegative(),
});
export type ScanMessage = z.infer<typeof scanMessage>;
export const messagesByAccount = scan(
  z.object({
    // Filscan answers null for an account with no messages.
    messages_by_account_id_list: z.array(scanMessage).nullable(),
    total_count: z.number().int().nonnegative().optional(),
  }),
);
/** POST /FinalHeight: the latest tipset and its base fee (attoFIL per gas unit). */
export const finalHeight = scan(z.object({ height: uint, block_time: uint, base_fee: wholeUp }));
/** POST /GasDataTrend: per-period gas figures, newest first. */
export const gasDataTrend = scan(
  z.object({
    items: z.array(z.object({ avg_gas_used: wholeUp })).min(1),
  }),
);
