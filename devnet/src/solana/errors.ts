/** litesvm's error objects in the JSON form Solana nodes answer ({"InstructionError":[0,{"Custom":1}]}). */

const TX_ERRORS =
  'AccountInUse AccountLoadedTwice AccountNotFound ProgramAccountNotFound InsufficientFundsForFee InvalidAccountForFee AlreadyProcessed BlockhashNotFound CallChainTooDeep MissingSignatureForFee InvalidAccountIndex SignatureFailure InvalidProgramForExecution SanitizeFailure ClusterMaintenance AccountBorrowOutstanding WouldExceedMaxBlockCostLimit UnsupportedVersion InvalidWritableAccount WouldExceedMaxAccountCostLimit WouldExceedAccountDataBlockLimit TooManyAccountLocks AddressLookupTableNotFound InvalidAddressLookupTableOwner InvalidAddressLookupTableData InvalidAddressLookupTableIndex InvalidRentPayingAccount WouldExceedMaxVoteCostLimit WouldExceedAccountDataTotalLimit MaxLoadedAccountsDataSizeExceeded ResanitizationNeeded InvalidLoadedAccountsDataSizeLimit UnbalancedTransaction ProgramCacheHitMaxLimit CommitCancelled'.split(
    ' ',
  );

const IX_ERRORS =
  'GenericError InvalidArgument InvalidInstructionData InvalidAccountData AccountDataTooSmall InsufficientFunds IncorrectProgramId MissingRequiredSignature AccountAlreadyInitialized UninitializedAccount UnbalancedInstruction ModifiedProgramId ExternalAccountLamportSpend ExternalAccountDataModified ReadonlyLamportChange ReadonlyDataModified DuplicateAccountIndex ExecutableModified RentEpochModified NotEnoughAccountKeys AccountDataSizeChanged AccountNotExecutable AccountBorrowFailed AccountBorrowOutstanding DuplicateAccountOutOfSync InvalidError ExecutableDataModified ExecutableLamportChange ExecutableAccountNotRentExempt UnsupportedProgramId CallDepth MissingAccount ReentrancyNotAllowed MaxSeedLengthExceeded InvalidSeeds InvalidRealloc ComputationalBudgetExceeded PrivilegeEscalation ProgramEnvironmentSetupFailure ProgramFailedToComplete ProgramFailedToCompile Immutable IncorrectAuthority AccountNotRentExempt InvalidAccountOwner ArithmeticOverflow UnsupportedSysvar IllegalOwner MaxAccountsDataAllocationsExceeded MaxAccountsExceeded MaxInstructionTraceLengthExceeded BuiltinProgramsMustConsumeComputeUnits BorshIoError'.split(
    ' ',
  );

type LiteErr =
  number | { index?: number; accountIndex?: number; err?: () => unknown; code?: number; msg?: string };

function instructionError(e: unknown): unknown {
  if (typeof e === 'number') return IX_ERRORS[e] ?? `InstructionError${e}`;
  const o = e as { code?: number; msg?: string };
  if (typeof o?.code === 'number') return { Custom: o.code };
  if (typeof o?.msg === 'string') return { BorshIoError: o.msg };
  return 'GenericError';
}

export function txErrorJson(e: LiteErr): unknown {
  if (typeof e === 'number') return TX_ERRORS[e] ?? `TransactionError${e}`;
  const name = (e as object).constructor?.name ?? '';
  if (name.includes('InstructionError') && typeof e.err === 'function')
    return { InstructionError: [e.index ?? 0, instructionError(e.err())] };
  if (name.includes('DuplicateInstruction')) return { DuplicateInstruction: e.index ?? 0 };
  if (name.includes('InsufficientFundsForRent'))
    return { InsufficientFundsForRent: { account_index: e.accountIndex ?? 0 } };
  return name || 'TransactionError';
}

/** The message a node puts in a preflight refusal. */
export function describeError(json: unknown): string {
  if (typeof json === 'string') return json;
  const ix = (json as { InstructionError?: [number, unknown] }).InstructionError;
  if (ix) {
    const inner = ix[1];
    const text =
      typeof inner === 'string'
        ? inner
        : (inner as { Custom?: number }).Custom !== undefined
          ? `custom program error: 0x${(inner as { Custom: number }).Custom.toString(16)}`
          : JSON.stringify(inner);
    return `Error processing Instruction ${ix[0]}: ${text}`;
  }
  return JSON.stringify(json);
}

/** A JSON-RPC error answer. */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}
