import { BREATHING_PHASES } from '@anchor/clinical';

export { BREATHING_PHASES, breathingMomentAt, type BreathingMoment, type BreathingPhaseName } from '@anchor/clinical';

/** One breath: in, hold and out (a resumed guide starts again at the beginning of one). */
export const CYCLE_MS = BREATHING_PHASES.reduce((total, phase) => total + phase.seconds * 1000, 0);
