export { ErrorAlert, type ErrorAlertProps } from './ErrorAlert';
