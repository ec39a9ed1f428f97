import { rootReducer } from '@anchor/app-runtime';
import { PCL5_ITEM_COUNT, type AssessmentResult, type Pcl5Answer } from '@anchor/contracts';
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';

/** Where the user is in the flow: intro, questions, review, submitted result. */
export type AssessmentStep = 'intro' | 'questions' | 'review' | 'result';

/**
 * In-progress answers live here (memory only, never browser storage) so that switching tabs keeps them;
 * the server draft is what survives a reload.
 */
export interface AssessmentFlowState {
  step: AssessmentStep;
  responses: Pcl5Answer[];
  currentIndex: number;
  /** The server draft has been read once this page session; later reads must not overwrite newer answers. */
  draftRestored: boolean;
  /** The user chose to retake although they completed one under 7 days ago. */
  retakeChosen: boolean;
  /** A question opened from the review list: answering it returns to the review instead of advancing. */
  editingFromReview: boolean;
  result: AssessmentResult | null;
  /** The provider-sharing question for this result has been answered (or is not asked). */
  sharingSettled: boolean;
  /** An assessment was submitted or skipped since the page loaded: the banner stays hidden. */
  completedThisPage: boolean;
}

const emptyResponses = (): Pcl5Answer[] => Array.from({ length: PCL5_ITEM_COUNT }, () => null);

const initialState: AssessmentFlowState = {
  step: 'intro',
  responses: emptyResponses(),
  currentIndex: 0,
  draftRestored: false,
  retakeChosen: false,
  editingFromReview: false,
  result: null,
  sharingSettled: false,
  completedThisPage: false,
};

const clampIndex = (index: number) => Math.min(Math.max(index, 0), PCL5_ITEM_COUNT - 1);

export const assessmentFlowSlice = createSlice({
  name: 'assessmentFlow',
  initialState,
  reducers: {
    draftRestored(state, action: PayloadAction<{ responses: Pcl5Answer[]; currentIndex: number } | null>) {
      state.draftRestored = true;
      const draft = action.payload;
      // Answers already in memory are newer than any draft on the server.
      if (!draft || state.responses.some((answer) => answer !== null)) return;
      if (!draft.responses.some((answer) => answer !== null)) return;
      state.responses = draft.responses.slice(0, PCL5_ITEM_COUNT);
      state.currentIndex = clampIndex(draft.currentIndex);
      state.step = 'questions';
    },
    assessmentStarted(state) {
      state.step = 'questions';
    },
    retakeChosen(state) {
      state.retakeChosen = true;
    },
    questionAnswered(state, action: PayloadAction<{ index: number; answer: Pcl5Answer }>) {
      state.responses[action.payload.index] = action.payload.answer;
    },
    questionShown(state, action: PayloadAction<number>) {
      state.currentIndex = clampIndex(action.payload);
      state.step = 'questions';
    },
    reviewItemOpened(state, action: PayloadAction<number>) {
      state.currentIndex = clampIndex(action.payload);
      state.step = 'questions';
      state.editingFromReview = true;
    },
    reviewOpened(state) {
      state.step = 'review';
      state.editingFromReview = false;
    },
    assessmentRestarted(state) {
      state.responses = emptyResponses();
      state.currentIndex = 0;
      state.step = 'questions';
      state.editingFromReview = false;
    },
    assessmentSubmitted(state, action: PayloadAction<AssessmentResult>) {
      state.result = action.payload;
      state.sharingSettled = false;
      state.responses = emptyResponses();
      state.currentIndex = 0;
      state.editingFromReview = false;
      state.step = 'result';
      state.completedThisPage = true;
    },
    assessmentCompleted(state) {
      state.completedThisPage = true;
    },
    sharingQuestionSettled(state) {
      state.sharingSettled = true;
    },
    /** After Continue to App or Skip Assessment: back to a fresh intro (the draft was already read). */
    assessmentClosed(state) {
      Object.assign(state, initialState, { draftRestored: true, completedThisPage: state.completedThisPage });
      state.responses = emptyResponses();
    },
  },
  selectors: {
    selectAssessmentFlow: (state) => state,
    selectCompletedThisPage: (state) => state.completedThisPage,
  },
});

declare module '@anchor/app-runtime' {
  // Declaration merging: the interface exists only to add this slice to the store's state type.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof assessmentFlowSlice> {}
}

/** Injected when this module first loads, so the shell never needs to know about it. */
export const injectedAssessmentFlowSlice = assessmentFlowSlice.injectInto(rootReducer);

export const {
  draftRestored,
  assessmentStarted,
  retakeChosen,
  questionAnswered,
  questionShown,
  reviewItemOpened,
  reviewOpened,
  sharingQuestionSettled,
  assessmentRestarted,
  assessmentSubmitted,
  assessmentClosed,
  assessmentCompleted,
} = assessmentFlowSlice.actions;

export const { selectAssessmentFlow, selectCompletedThisPage } = injectedAssessmentFlowSlice.selectors;
