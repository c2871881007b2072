export { ContactScreen, type ContactScreenProps } from './ContactScreen';
