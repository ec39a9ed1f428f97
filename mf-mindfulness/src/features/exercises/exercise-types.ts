import type { CbtSubtype, EmdrSubtype } from '@anchor/contracts';

/** One input of a guided exercise. Scales are 1-10, except distress and emotion intensity (0-10). */
export type ExerciseField =
  | { kind: 'text' | 'long'; id: string; label: string }
  | { kind: 'scale'; id: string; label: string; min: 0 | 1; max: 10 }
  | { kind: 'choices'; id: string; label: string; options: readonly string[] }
  | { kind: 'emotions'; id: string; label: string; options: readonly string[] };

export interface ExerciseStep {
  title: string;
  prompt: string;
  fields: readonly ExerciseField[];
}

export interface ExerciseDefinition {
  type: 'cbt' | 'emdr';
  subtype: CbtSubtype | EmdrSubtype;
  title: string;
  description: string;
  action: string;
  steps: readonly ExerciseStep[];
  /** A field kept visible in every later step (the original thought of a thought record). */
  carry?: { fieldId: string; label: string };
  /** EMDR-style exercises offer Emergency Stop on every step. */
  emergencyStop?: boolean;
}

export type FieldValue = string | number | string[] | Record<string, number>;
export type ExerciseValues = Record<string, FieldValue>;

export const text = (id: string, label: string): ExerciseField => ({ kind: 'text', id, label });
export const long = (id: string, label: string): ExerciseField => ({ kind: 'long', id, label });
/** A 1-10 slider; the label says its range. */
export const ratingSlider = (id: string, label: string): ExerciseField => ({
  kind: 'scale',
  id,
  label: `${label} (1-10)`,
  min: 1,
  max: 10,
});
/** A 0-10 distress slider (0 is completely calm); the label says its range. */
export const distressSlider = (id: string, label = 'Distress'): ExerciseField => ({
  kind: 'scale',
  id,
  label: `${label} (0-10)`,
  min: 0,
  max: 10,
});
/** Tick any of the options. */
export const choices = (id: string, label: string, options: readonly string[]): ExerciseField => ({
  kind: 'choices',
  id,
  label,
  options,
});

/** A slider value kept inside its range whatever the input says. */
export function clampToScale(value: number, field: { min: number; max: number }): number {
  if (!Number.isFinite(value)) return field.min;
  return Math.min(field.max, Math.max(field.min, Math.round(value)));
}
