export { ClientsCard, type ClientsCardProps } from './ClientsCard';
