import { getPublic } from './public-get';

export interface CategoryCount {
  name: string;
  liveCount: number;
}

export async function listCategories(options: { signal?: AbortSignal } = {}): Promise<CategoryCount[]> {
  const data = await getPublic<{ categories: CategoryCount[] }>('/categories', options);
  return data.categories;
}
