export * from './error-filter';
