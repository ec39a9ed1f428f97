export { BREATHING_PHASES, breathingMomentAt, type BreathingMoment, type BreathingPhaseName } from '@anchor/clinical';
