import { SetMetadata } from '@nestjs/common';

export const OPEN_BEFORE_SECOND_FACTOR_KEY = 'anchor:openBeforeSecondFactor';

/**
 * `code`: the one route a session waiting for its second factor may call. `enrolment`: routes a provider without
 * an authenticator app may call (who am I, set one up); every other route refuses such a session.
 */
export type SecondFactorStage = 'code' | 'enrolment';

export const OpenBeforeSecondFactor = (stage: SecondFactorStage) => SetMetadata(OPEN_BEFORE_SECOND_FACTOR_KEY, stage);
