import { PCL5_ITEM_COUNT } from '@anchor/contracts';

/**
 * The scoring rules (National Center for PTSD) total all 20 items and give no rule for prorating missing ones, so a
 * screening conclusion (cut-off or symptom pattern) is drawn only from a PCL-5 with every item answered. A partial
 * assessment still shows what was answered, labelled partial, and concludes nothing.
 */
export const PCL5_ANSWERS_NEEDED_FOR_SCREENING = PCL5_ITEM_COUNT;

export function pcl5CanScreen(answeredCount: number): boolean {
  return answeredCount >= PCL5_ANSWERS_NEEDED_FOR_SCREENING;
}

/** How a partial assessment is labelled wherever one of its figures is shown. */
export function pcl5PartialLabel(answeredCount: number): string {
  return `Partial: ${answeredCount} of ${PCL5_ITEM_COUNT} questions answered, so no screening result is drawn`;
}
