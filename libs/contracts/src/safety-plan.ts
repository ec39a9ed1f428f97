// The personal safety plan (Stanley-Brown): six steps the person writes for themselves. Zod-free so
// the shell's crisis panel can use these types without bundling zod.

export const SAFETY_PLAN_STEPS = [
  'warningSigns',
  'internalCoping',
  'distractions',
  'helpers',
  'professionals',
  'safeEnvironment',
] as const;
type SafetyPlanStep = (typeof SAFETY_PLAN_STEPS)[number];

export const SAFETY_PLAN_STEP_MAX_LENGTH = 2000;

export type SafetyPlanSteps = Record<SafetyPlanStep, string>;

export interface SafetyPlan extends SafetyPlanSteps {
  /** null until the person first saves it. */
  updatedAt: string | null;
}

/** Step titles and hints shown in the crisis panel and in Resources. */
export const SafetyPlanCopy: Record<SafetyPlanStep, { title: string; hint: string }> = {
  warningSigns: {
    title: '1. My warning signs',
    hint: 'Thoughts, moods, situations or behaviours that tell me a crisis may be starting.',
  },
  internalCoping: {
    title: '2. Things I can do on my own',
    hint: 'Ways to take my mind off things without contacting anyone: a walk, music, a shower.',
  },
  distractions: {
    title: '3. People and places that help me feel better',
    hint: 'People I can be around and places I can go for distraction.',
  },
  helpers: {
    title: '4. People I can ask for help',
    hint: 'Names and numbers of people I can tell that I am struggling.',
  },
  professionals: {
    title: '5. Professionals and agencies',
    hint: 'My therapist or doctor, and the 988 Suicide & Crisis Lifeline (call or text 988; Veterans press 1).',
  },
  safeEnvironment: {
    title: '6. Making my environment safe',
    hint: 'Steps to keep lethal means away or locked, with someone I trust.',
  },
};

export const EMPTY_SAFETY_PLAN: SafetyPlan = {
  warningSigns: '',
  internalCoping: '',
  distractions: '',
  helpers: '',
  professionals: '',
  safeEnvironment: '',
  updatedAt: null,
};

/**
 * A window event any screen dispatches to open the crisis panel (the assistant does after a crisis
 * reply). A plain DOM event, so remotes need not import the shell.
 */
export const OPEN_CRISIS_PANEL_EVENT = 'anchor:open-crisis-panel';
