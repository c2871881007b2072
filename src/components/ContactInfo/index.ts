export { ContactInfo, type ContactInfoProps } from './ContactInfo';
