import fp from 'fastify-plugin';
import { createDocumentStorage, storageConfigFromEnv } from '../storage/document-storage.js';

/** Decorates the app with `storage`: the document store (statements) the environment configures. */
export const storagePlugin = fp(
  async (app) => {
    app.decorate('storage', createDocumentStorage(storageConfigFromEnv(app.env)));
  },
  { name: 'storage' },
);
