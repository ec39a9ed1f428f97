import { rootReducer } from '@anchor/app-runtime';
import type { PlanId } from '@anchor/contracts';
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { defaultAnswers, type OnboardingAnswers } from './onboarding-answers';
import { LAST_STEP_INDEX } from './onboarding-steps';

/** 'assessment': the wizard is submitted and the registration assessment is showing. */
export type OnboardingPhase = 'wizard' | 'assessment';

/**
 * The wizard's answers live here, in memory only (health data never goes to browser storage),
 * so Previous and Next never lose what the user entered; they leave with the submit.
 */
export interface OnboardingState {
  answers: OnboardingAnswers;
  stepIndex: number;
  phase: OnboardingPhase;
  /** The plan chooser starts with none picked (the configuration's tier still defaults to monthly). */
  pickedPlan: PlanId | null;
  /** The server's progress has been applied once; later reads must not move the user. */
  resumed: boolean;
}

const initialState = (): OnboardingState => ({
  answers: defaultAnswers(),
  stepIndex: 0,
  phase: 'wizard',
  pickedPlan: null,
  resumed: false,
});

const clampStep = (index: number) => Math.min(Math.max(index, 0), LAST_STEP_INDEX);

export const onboardingSlice = createSlice({
  name: 'onboarding',
  initialState,
  reducers: {
    answersChanged(state, action: PayloadAction<Partial<OnboardingAnswers>>) {
      Object.assign(state.answers, action.payload);
    },
    stepShown(state, action: PayloadAction<number>) {
      state.stepIndex = clampStep(action.payload);
    },
    /** The saved progress, applied once when the wizard opens (a reload, Resume Setup, another device). */
    resumedAt(state, action: PayloadAction<{ stepIndex: number; answers: OnboardingAnswers | null }>) {
      state.stepIndex = clampStep(action.payload.stepIndex);
      if (action.payload.answers) state.answers = action.payload.answers;
      state.resumed = true;
    },
    planPicked(state, action: PayloadAction<PlanId>) {
      state.pickedPlan = action.payload;
      state.answers.subscriptionTier = action.payload;
    },
    assessmentPhaseStarted(state) {
      state.phase = 'assessment';
    },
    /** Saving the configuration failed: back to the wizard with every answer still there. */
    wizardPhaseResumed(state) {
      state.phase = 'wizard';
    },
    onboardingReset: () => initialState(),
  },
  selectors: {
    selectAnswers: (state) => state.answers,
    selectStepIndex: (state) => state.stepIndex,
    selectPhase: (state) => state.phase,
    selectResumed: (state) => state.resumed,
    selectPickedPlan: (state) => state.pickedPlan,
  },
});

declare module '@anchor/app-runtime' {
  // Declaration merging: the interface exists only to add this slice to the store's state type.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof onboardingSlice> {}
}

/** Injected when this module first loads, so the shell never needs to know about it. */
export const injectedOnboardingSlice = onboardingSlice.injectInto(rootReducer);

export const {
  answersChanged,
  stepShown,
  resumedAt,
  planPicked,
  assessmentPhaseStarted,
  wizardPhaseResumed,
  onboardingReset,
} = onboardingSlice.actions;
export const { selectAnswers, selectStepIndex, selectPhase, selectResumed, selectPickedPlan } =
  injectedOnboardingSlice.selectors;
