import { z } from 'zod';

/** `:id` route parameters: a positive whole number within PostgreSQL's integer range, a 400 naming `id` otherwise. */
export const patientIdParamSchema = z.object({
  id: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .positive()
    .max(2_147_483_647),
});
export type IdParam = z.output<typeof patientIdParamSchema>;
