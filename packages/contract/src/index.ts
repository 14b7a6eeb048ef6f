export * from './account.ts';
export * from './auth.ts';
export * from './envelope.ts';
export * from './errors.ts';
export * from './health.ts';
export * from './http.ts';
export * from './phone.ts';
export * from './routes.ts';
