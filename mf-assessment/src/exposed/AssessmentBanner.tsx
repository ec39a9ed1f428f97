import type { AssessmentBannerProps } from '@anchor/app-runtime';

/**
 * The monthly-assessment banner above home's tabs. It renders nothing until the server-side assessment
 * cycle exists: a "due" banner without real due dates would nag people for no reason.
 */
export default function AssessmentBanner(_props: AssessmentBannerProps) {
  return null;
}
