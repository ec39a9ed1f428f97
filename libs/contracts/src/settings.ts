import { z } from 'zod';

/** Per-user permissions for video, voice and messaging apps. */
export interface UserSettings {
  allowVideoApps: boolean;
  allowVoiceApps: boolean;
  allowMessageApps: boolean;
}

export const settingsPatchSchema = z
  .object({
    allowVideoApps: z.boolean().optional(),
    allowVoiceApps: z.boolean().optional(),
    allowMessageApps: z.boolean().optional(),
  })
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, { error: 'At least one setting is required' });
export type SettingsPatch = z.infer<typeof settingsPatchSchema>;
