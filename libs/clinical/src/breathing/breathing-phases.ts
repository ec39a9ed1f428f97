/** 4-7-8 breathing: breathe in for 4 seconds, hold for 7, breathe out for 8, then again. */
export const BREATHING_PHASES = [
  { name: 'inhale', seconds: 4, instruction: 'Breathe in through your nose' },
  { name: 'hold', seconds: 7, instruction: 'Hold your breath' },
  { name: 'exhale', seconds: 8, instruction: 'Breathe out slowly through your mouth' },
] as const;

export type BreathingPhaseName = (typeof BREATHING_PHASES)[number]['name'];

/** One breath: in, hold and out (a resumed guide starts again at the beginning of one). */
export const BREATHING_CYCLE_MS = BREATHING_PHASES.reduce((total, phase) => total + phase.seconds * 1000, 0);

export interface BreathingMoment {
  phase: (typeof BREATHING_PHASES)[number];
  /** Whole seconds left in this phase (counted down 4..1, 7..1, 8..1). */
  secondsLeft: number;
  cycle: number;
}

/** Where the guide is after `elapsedMs` from the start: computed from the clock, so it never drifts. */
export function breathingMomentAt(elapsedMs: number): BreathingMoment {
  const cycle = Math.floor(elapsedMs / BREATHING_CYCLE_MS);
  let within = elapsedMs - cycle * BREATHING_CYCLE_MS;
  for (const phase of BREATHING_PHASES) {
    const length = phase.seconds * 1000;
    if (within < length) return { phase, secondsLeft: Math.ceil((length - within) / 1000), cycle };
    within -= length;
  }
  return { phase: BREATHING_PHASES[0], secondsLeft: BREATHING_PHASES[0].seconds, cycle: cycle + 1 };
}
