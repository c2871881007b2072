/**
 * A project of the showcase (docs/product.md, projects): what a tile shows. The content
 * service maps the database rows to it.
 */
export interface Project {
  id: number;
  featured: boolean;
  title: string;
  description: string;
  category: string;
  /** The project's page (http or https), or null when the row's address was refused. */
  projectUrl: string | null;
  /** The tile's picture (https or this site), or null when the row's address was refused. */
  imageUrl: string | null;
  /** A '#rrggbb' colour for the tile's accent. */
  colorAccent: string;
}
