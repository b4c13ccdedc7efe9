import { savedSearchLabels as m } from '@naijabid/shared/messages/saved-searches';
import {
  SAVED_SEARCHES_MAX,
  type CreateSavedSearchRequest,
  type SavedSearch,
  type SavedSearchQuery,
  type UpdateSavedSearchRequest,
} from '@naijabid/shared/schemas/saved-searches';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import * as repository from './repository';

function view(row: repository.SavedSearchRow): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    query: row.query as SavedSearchQuery,
    notify: row.notify,
    createdAt: row.createdAt.toISOString(),
  };
}

const notFound = () => new AppError('not_found', m.notFound);

export function createSavedSearchService({ db }: { db: Database }) {
  return {
    list: async (userId: string): Promise<SavedSearch[]> =>
      (await repository.savedSearchesOf(db, userId, SAVED_SEARCHES_MAX)).map(view),

    /** Saves the search, at most SAVED_SEARCHES_MAX per user (counted under the user's lock). */
    async create(userId: string, request: CreateSavedSearchRequest): Promise<SavedSearch> {
      const row = await db.transaction(async (tx) => {
        await repository.lockSavedSearchesOf(tx, userId);
        if ((await repository.countSavedSearchesOf(tx, userId)) >= SAVED_SEARCHES_MAX)
          throw new AppError('saved_searches_full', m.full(SAVED_SEARCHES_MAX));
        return repository.insertSavedSearch(tx, {
          userId,
          name: request.name ?? m.defaultName(request.query.q, request.query.category),
          query: request.query,
          notify: request.notify,
        });
      });
      return view(row);
    },

    async update(userId: string, id: string, changes: UpdateSavedSearchRequest): Promise<SavedSearch> {
      const row = await repository.updateSavedSearch(db, userId, id, changes);
      if (!row) throw notFound();
      return view(row);
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await repository.deleteSavedSearch(db, userId, id))) throw notFound();
    },
  };
}

export type SavedSearchService = ReturnType<typeof createSavedSearchService>;
