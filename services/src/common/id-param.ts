import { z } from 'zod';

/** `:id` route parameters: a positive whole number, a 400 naming `id` otherwise. */
export const idParamSchema = z.object({
  id: z.coerce.number({ error: 'must be a number' }).int({ error: 'must be a whole number' }).positive(),
});
export type IdParam = z.output<typeof idParamSchema>;
