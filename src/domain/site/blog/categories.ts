/** The listing's filter value that means "no category filter" (spec section 7). */
export const ALL_CATEGORIES = 'All';

/** Spec section 3: a blog category derived from the category text. */
export interface BlogCategory {
  id: string;
  name: string;
  slug: string;
}

export function toBlogCategory(name: string): BlogCategory {
  return { id: name, name, slug: name.toLowerCase().replace(/\s+/g, '-') };
}

/** Distinct categories in first-seen order (the query already sorts them). */
export function distinctCategories(names: readonly string[]): BlogCategory[] {
  return [...new Set(names)].map(toBlogCategory);
}
