/** Staking votes state (Tron, spec §3) with the vote rules of §5. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { addVoteStep, removeVoteStep, setTypedVote, type SelectedVotes } from '../../rules/votes';
import { storeCleared } from '../persist/actions';

export interface Validator {
  address: string;
  name: string;
  url?: string;
  image?: string;
  annualizedRate?: string;
  votes: number;
}

export interface Vote {
  vote_address: string;
  vote_count: number;
}

export type ResourceType = 'ENERGY' | 'bandwidth';
export const STAKING_INFO_ROWS = ['Stake', 'Available Vote', 'Withdraw', 'Rewards'] as const;

export interface StakingVotesState {
  loading: boolean;
  validators: Record<string, Validator[]>;
  selectedVotes: SelectedVotes;
  error: string | null;
}

export const initialStakingVotesState: StakingVotesState = {
  loading: false,
  validators: {},
  selectedVotes: {},
  error: null,
};

type VotePayload = PayloadAction<{ address: string; stakingBalance: number | string }>;

const stakingVotesSlice = createSlice({
  name: 'stakingVotes',
  initialState: initialStakingVotesState,
  reducers: {
    setLoading(s, a: PayloadAction<boolean>) {
      s.loading = a.payload;
    },
    validatorsLoaded(
      s,
      a: PayloadAction<{ chain_name: string; validators: Validator[]; selectedVotes: Vote[] }>,
    ) {
      s.validators[a.payload.chain_name] = a.payload.validators;
      s.selectedVotes = Object.fromEntries(
        a.payload.selectedVotes.map((v) => [v.vote_address, Math.floor(v.vote_count)]),
      );
      s.loading = false;
      s.error = null;
    },
    setError(s, a: PayloadAction<string | null>) {
      s.error = a.payload;
      s.loading = false;
    },
    addVote(s, a: VotePayload) {
      addVoteStep(s.selectedVotes, a.payload.address, a.payload.stakingBalance);
    },
    removeVote(s, a: PayloadAction<{ address: string }>) {
      removeVoteStep(s.selectedVotes, a.payload.address);
    },
    typeVote(
      s,
      a: PayloadAction<{ address: string; value: string | number; stakingBalance: number | string }>,
    ) {
      setTypedVote(s.selectedVotes, a.payload.address, a.payload.value, a.payload.stakingBalance);
    },
    resetVotes(s) {
      s.selectedVotes = {};
    },
  },
  extraReducers: (b) => b.addCase(storeCleared, () => initialStakingVotesState),
});

export const stakingVotesActions = stakingVotesSlice.actions;
export const stakingVotesReducer = stakingVotesSlice.reducer;
