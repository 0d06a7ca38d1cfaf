// The in-memory catalogue every route reads, loaded from the database at boot.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CatalogueDto } from './dto';
import { CatalogueRepository } from './repository';
import { CatalogueStore } from './store';

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: { store: CatalogueStore; dto: CatalogueDto; repository: CatalogueRepository };
  }
}

export default fp(
  async function catalogue(app: FastifyInstance) {
    const store = new CatalogueStore();
    const repository = new CatalogueRepository(app.database.db);
    await repository.load(store);
    const dto = new CatalogueDto(store, app.config.LOCALES[0]);
    app.decorate('catalogue', { store, dto, repository });
  },
  { name: 'catalogue', dependencies: ['database'] },
);
