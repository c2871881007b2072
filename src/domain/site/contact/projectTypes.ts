/** docs/product.md, contact: the contact form's project types, stored value and label. */
export const projectTypes = [
  { value: 'sponsorship', label: 'Sponsorship' },
  { value: 'youtube', label: 'YouTube Video' },
  { value: 'music', label: 'Music Video' },
  { value: 'gaming', label: 'Gaming Content' },
  { value: 'other', label: 'Other' },
] as const;

export type ProjectType = (typeof projectTypes)[number]['value'];

export function isProjectType(value: string): value is ProjectType {
  return projectTypes.some((type) => type.value === value);
}
