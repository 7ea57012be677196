/** News messages (spec §3): entries with key and message; the one with the asked key is shown. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { storeCleared } from '../persist/actions';

export interface NewsMessage {
  key: string;
  message: string;
}

export interface NewsState {
  news: NewsMessage | null;
}

export const initialNewsState: NewsState = { news: null };

const newsSlice = createSlice({
  name: 'news',
  initialState: initialNewsState,
  reducers: {
    /** Picks the entry whose key matches from a fetched list; none clears. */
    newsLoaded(s, a: PayloadAction<{ key: string; list: NewsMessage[] }>) {
      s.news = a.payload.list.find((n) => n.key === a.payload.key) ?? null;
    },
    clearNews(s) {
      s.news = null;
    },
  },
  extraReducers: (b) => b.addCase(storeCleared, () => initialNewsState),
});

export const newsActions = newsSlice.actions;
export const newsReducer = newsSlice.reducer;
