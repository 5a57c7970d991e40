export * from './common.js';
export * from './auth.js';
export * from './portal.js';
export * from './people.js';
export * from './accounts.js';
export * from './notifications.js';
