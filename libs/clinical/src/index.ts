export * from './crisis-resources';
export * from './pcl5/pcl5-items';
export * from './pcl5/pcl5-scoring';
export * from './pcl5/pcl5-change';
export * from './pcl5/pcl5-result-wording';
export * from './assessment-cycle/assessment-cycle';
export * from './crisis/crisis-types';
export { assessMessage, assessConversation } from './crisis/crisis-detector';
export * from './crisis/crisis-replies';
