/**
 * A project of the showcase (spec section 3, `projects`): what a tile shows. The content
 * service maps the database rows to it.
 */
export interface Project {
  id: number;
  featured: boolean;
  title: string;
  description: string;
  category: string;
  project_url: string;
  image_url: string;
  /** A '#rrggbb' colour for the tile's accent. */
  color_accent: string;
}
