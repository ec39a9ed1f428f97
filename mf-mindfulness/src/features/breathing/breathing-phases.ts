export {
  BREATHING_CYCLE_MS as CYCLE_MS,
  BREATHING_PHASES,
  breathingMomentAt,
  type BreathingMoment,
  type BreathingPhaseName,
} from '@anchor/clinical';
