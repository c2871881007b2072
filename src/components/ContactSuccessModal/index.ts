export { ContactSuccessModal, type ContactSuccessModalProps } from './ContactSuccessModal';
