import { Button, Modal, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import classes from './ContactSuccessModal.module.css';

export interface ContactSuccessModalProps {
  /**
   * Whether the modal shows: from a stored message until it is closed (the contact machine owns
   * it).
   */
  opened: boolean;
  /**
   * How soon the owner replies, e.g. 'Usually within 24 hours'; the thanks sentence ends with it,
   * its first letter lower-cased.
   */
  responseTime: string;
  /**
   * Called when the visitor closes the modal: 'Got it', the close button, the backdrop or Escape.
   */
  onClose: () => void;
}

/** Confirms a sent message; closes by its button, the backdrop or Escape. */
export function ContactSuccessModal({ opened, responseTime, onClose }: ContactSuccessModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Message sent"
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
    >
      <div className={classes.body}>
        <ThemeIcon size={56} radius="xl" color="green" variant="light" aria-hidden="true">
          <IconCheck size={30} />
        </ThemeIcon>
        <Text>
          Thanks for reaching out! I read every message myself and reply{' '}
          {responseTime.charAt(0).toLowerCase() + responseTime.slice(1)}.
        </Text>
        <Button onClick={onClose} fullWidth>
          Got it
        </Button>
      </div>
    </Modal>
  );
}
