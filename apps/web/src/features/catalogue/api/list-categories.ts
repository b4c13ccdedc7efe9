import { apiRequest } from '../../../lib/api-client';

export interface CategoryCount {
  name: string;
  liveCount: number;
}

export async function listCategories(options: { signal?: AbortSignal } = {}): Promise<CategoryCount[]> {
  const answer = await apiRequest<{ categories: CategoryCount[] }>('GET', '/categories', undefined, options);
  return answer.data.categories;
}
