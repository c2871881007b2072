export { ToolsCatalogue, type ToolsCatalogueProps } from './ToolsCatalogue';
