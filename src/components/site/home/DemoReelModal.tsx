import { AspectRatio, Modal } from '@mantine/core';
import { YouTubePlayer } from '@/components/shared/YouTubePlayer';
import classes from './DemoReelModal.module.css';

export interface DemoReelModalProps {
  /** Whether the dialog is open; the home screen owns it ('Watch Demo Reel' opens it). */
  opened: boolean;
  /** Called when the visitor closes the dialog: its close button, the backdrop or Escape. */
  onClose: () => void;
  /** The demo reel's 11-character YouTube id (fixed in `src/config/site.ts`). */
  videoId: string;
  /** The dialog's heading and the player's accessible title. */
  title: string;
  /** Builds the player URL for the video; by default the autoplaying privacy-enhanced embed. */
  buildEmbedUrl?: (videoId: string) => string;
}

/**
 * The demo reel in a dialog. The player iframe exists only while the dialog is open (Mantine
 * unmounts closed modal content), so no third-party player code loads before the visitor asks.
 * Closes by the close button, a click on the backdrop, or Escape.
 */
export function DemoReelModal({
  opened,
  onClose,
  videoId,
  title,
  buildEmbedUrl,
}: DemoReelModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={960}
      centered
      radius="lg"
      overlayProps={{ backgroundOpacity: 0.8, blur: 4 }}
      closeButtonProps={{ 'aria-label': 'Close demo reel', size: 'lg' }}
      classNames={{
        content: classes.content,
        header: classes.header,
        title: classes.title,
        body: classes.body,
      }}
    >
      <AspectRatio ratio={16 / 9} className={classes.frame}>
        <YouTubePlayer videoId={videoId} title={title} autoplay buildEmbedUrl={buildEmbedUrl} />
      </AspectRatio>
    </Modal>
  );
}
