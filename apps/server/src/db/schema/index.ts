export * from './identity.js';
export * from './people.js';
export * from './portal.js';
