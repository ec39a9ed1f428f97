import type { ExerciseDefinition, ExerciseValues, FieldValue } from './exercise-types';

function describe(value: FieldValue | undefined): string | null {
  if (value === undefined || value === '') return null;
  if (Array.isArray(value)) return value.length ? value.join(', ') : null;
  if (typeof value === 'object') {
    const parts = Object.entries(value).map(([name, intensity]) => `${name} ${intensity}/10`);
    return parts.length ? parts.join(', ') : null;
  }
  return String(value);
}

/** What the person wrote, as plain lines under each step's title (only answered fields). */
export function journalTextOf(exercise: ExerciseDefinition, values: ExerciseValues): string {
  const sections = exercise.steps.map((step) => {
    const lines = step.fields.flatMap((field) => {
      const answer = describe(values[field.id]);
      return answer === null ? [] : [`${field.label}: ${answer}`];
    });
    return lines.length ? [step.title, ...lines].join('\n') : null;
  });
  const body = sections.filter((section): section is string => section !== null).join('\n\n');
  return body ? `${exercise.title}\n\n${body}` : '';
}
