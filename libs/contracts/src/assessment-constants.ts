/** PCL-5: 20 items, each answered 0-4 or left unanswered (null, scored as 0). */
export const PCL5_ITEM_COUNT = 20;
export const PCL5_MAX_ANSWER = 4;
export const PCL5_MAX_SCORE = PCL5_ITEM_COUNT * PCL5_MAX_ANSWER;
export const ASSESSMENT_TYPE_PCL5 = 'pcl5';

export const ASSESSMENT_HISTORY_DEFAULT_PAGE_SIZE = 20;
export const ASSESSMENT_HISTORY_MAX_PAGE_SIZE = 100;

/** Window event the banner listens for (spec). */
export const ASSESSMENT_COMPLETED_EVENT = 'assessmentCompleted';
