import { createSlice } from '@reduxjs/toolkit';
import { currentUserApi } from '../api/current-user.api';

export interface SessionState {
  /** A signed-in person's session ended on this page, and they have not signed in again yet. */
  ended: boolean;
}

const initialState: SessionState = { ended: false };

/** Whether the sign-in page should say why the person is there, and failures caused by the ending stay unsaid. */
export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionEndNoticed(state) {
      state.ended = true;
    },
  },
  extraReducers: (builder) => {
    // Signed in again (a sign-in answer, or the user read finding a session): nothing ended any more.
    builder.addMatcher(currentUserApi.endpoints.getCurrentUser.matchFulfilled, (state, action) => {
      if (action.payload) state.ended = false;
    });
  },
  selectors: {
    selectSessionEnded: (state) => state.ended,
  },
});

export const { sessionEndNoticed } = sessionSlice.actions;
export const { selectSessionEnded } = sessionSlice.selectors;
