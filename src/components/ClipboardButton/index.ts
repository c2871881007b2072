export { ClipboardButton, type ClipboardButtonProps, type CopyState } from './ClipboardButton';
