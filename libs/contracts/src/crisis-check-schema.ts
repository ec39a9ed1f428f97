import { z } from 'zod';
import { CRISIS_TIER_NAMES, type CrisisCheck } from './crisis-check';

/** The fields a save of free text (a mood check-in, a practice session) answers with besides the entry itself. */
export const crisisCheckSchema = z.object({
  crisisTier: z
    .enum(CRISIS_TIER_NAMES)
    .meta({ description: 'What the crisis check found in the text (the entry is saved whatever it finds)' }),
  crisisUncertain: z.boolean().meta({ description: 'The check was unsure: offer support gently' }),
}) satisfies z.ZodType<CrisisCheck>;
