/** zod shapes of the Solana JSON-RPC answers the adapter reads: anything else is a provider fault. */
import { z } from 'zod';

// u64 fields come as JSON numbers; above 2^53 they are inexact but still whole (a faucet's balance).
const u64 = z.number().nonnegative().refine(Number.isInteger, 'not a whole number');
const base58Text = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,88}$/);
const context = z.object({ slot: u64 }).passthrough();
const withContext = <T extends z.ZodType>(value: T) => z.object({ context, value });

export const balanceAnswer = withContext(u64);
export const rentAnswer = u64;
export const blockhashAnswer = withContext(z.object({ blockhash: base58Text, lastValidBlockHeight: u64 }));
export const prioritizationFeesAnswer = z.array(z.object({ slot: u64, prioritizationFee: u64 }));
export const simulationAnswer = withContext(
  z.object({
    err: z.unknown().nullable(),
    logs: z.array(z.string()).nullable().optional(),
    unitsConsumed: u64.optional(),
  }),
);
export const signatureAnswer = base58Text;
export const accountInfoAnswer = withContext(
  z
    .object({
      lamports: u64,
      owner: base58Text,
      data: z.tuple([z.string(), z.literal('base64')]),
      executable: z.boolean(),
    })
    .nullable(),
);
export const signatureStatusesAnswer = withContext(
  z.array(
    z
      .object({
        slot: u64,
        confirmations: u64.nullable(),
        err: z.unknown().nullable(),
        confirmationStatus: z.enum(['processed', 'confirmed', 'finalized']).nullable().optional(),
      })
      .nullable(),
  ),
);
export const signaturesAnswer = z.array(
  z.object({
    signature: base58Text,
    slot: u64,
    err: z.unknown().nullable(),
    blockTime: z.number().int().nullable().optional(),
    confirmationStatus: z.string().nullable().optional(),
  }),
);

const tokenAmount = z.object({
  amount: z.string().regex(/^\d+$/),
  decimals: z.number().int().min(0).max(255),
});
export const tokenAccountsAnswer = withContext(
  z.array(
    z.object({
      pubkey: base58Text,
      account: z.object({
        data: z.object({
          program: z.string(),
          parsed: z.object({
            type: z.string(),
            // state: 'initialized' or 'frozen' (a frozen account cannot send).
            info: z.object({
              mint: base58Text,
              owner: base58Text,
              tokenAmount,
              state: z.string().optional(),
            }),
          }),
        }),
      }),
    }),
  ),
);

const tokenBalance = z.object({
  accountIndex: z.number().int().nonnegative(),
  mint: base58Text,
  owner: base58Text.optional(),
  uiTokenAmount: tokenAmount,
});
const parsedInstruction = z.object({
  programId: base58Text,
  program: z.string().optional(),
  parsed: z.unknown().optional(),
});
export const parsedTransactionAnswer = z
  .object({
    slot: u64,
    blockTime: z.number().int().nullable().optional(),
    meta: z
      .object({
        err: z.unknown().nullable(),
        fee: u64,
        preBalances: z.array(u64),
        postBalances: z.array(u64),
        preTokenBalances: z.array(tokenBalance).nullable().optional(),
        postTokenBalances: z.array(tokenBalance).nullable().optional(),
      })
      .nullable(),
    transaction: z.object({
      signatures: z.array(base58Text).min(1),
      message: z.object({
        accountKeys: z.array(z.object({ pubkey: base58Text, signer: z.boolean(), writable: z.boolean() })),
        instructions: z.array(parsedInstruction),
      }),
    }),
  })
  .nullable();

export const programAccountsAnswer = z.array(
  z.object({
    pubkey: base58Text,
    account: z.object({ lamports: u64, data: z.tuple([z.string(), z.literal('base64')]) }),
  }),
);
export const epochInfoAnswer = z.object({ epoch: u64, absoluteSlot: u64 }).passthrough();

export type ParsedTransaction = NonNullable<z.infer<typeof parsedTransactionAnswer>>;
export type TokenAccount = z.infer<typeof tokenAccountsAnswer>['value'][number];
