export { Sidebar, type SidebarProps, type SidebarProfile } from './Sidebar';
