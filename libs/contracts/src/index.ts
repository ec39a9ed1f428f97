export * from './api-paths';
export * from './auth';
export * from './errors';
export * from './health';
export * from './queues';
export * from './remotes';
export * from './settings';
export * from './user';
