export * from './crisis-resources';
