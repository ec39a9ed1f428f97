export * from './app-config';
export * from './config-docs';
export * from './config.module';
export * from './redis-config';
export * from './worker-timing-config';
