/** The listing's filter value that means "no category filter" (docs/product.md, blog). */
export const ALL_CATEGORIES = 'All';

/** docs/product.md, blog: a blog category derived from the category text. */
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
