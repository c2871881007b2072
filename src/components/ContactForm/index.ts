export {
  ContactForm,
  type ContactFieldErrors,
  type ContactFieldName,
  type ContactFormProps,
  type ContactFormValues,
} from './ContactForm';
