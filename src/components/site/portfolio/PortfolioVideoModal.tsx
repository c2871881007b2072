import { Modal } from '@mantine/core';
import { useState } from 'react';
import { YouTubePlayer } from '@/components/shared/YouTubePlayer';
import classes from './PortfolioVideoModal.module.css';

export interface ModalVideo {
  videoId: string;
  /** The dialog's heading and the player's accessible title. */
  title: string;
}

export interface PortfolioVideoModalProps {
  /** The video to play; null closes the modal. */
  video: ModalVideo | null;
  /** Called when the visitor closes the modal; the caller then sets `video` to null. */
  onClose: () => void;
  /** Builds the player URL for the video; by default the autoplaying privacy-enhanced embed. */
  buildEmbedUrl?: (videoId: string) => string;
}

/**
 * A portfolio video full screen, autoplaying. Closes by the close button or Escape. While it is
 * open Mantine's modal locks the page's scrolling (`lockScroll`, on by default) and restores it
 * when it closes or unmounts, so leaving the page with the modal open never leaves it locked.
 * The player exists only while the modal is open.
 */
export function PortfolioVideoModal({ video, onClose, buildEmbedUrl }: PortfolioVideoModalProps) {
  // The last video stays on screen while the modal fades out after `video` turns null.
  const [shown, setShown] = useState(video);
  if (video !== null && (video.videoId !== shown?.videoId || video.title !== shown.title)) {
    setShown(video);
  }

  return (
    <Modal
      opened={video !== null}
      onClose={onClose}
      fullScreen
      title={shown?.title}
      closeButtonProps={{ 'aria-label': 'Close video', size: 'lg' }}
      transitionProps={{ transition: 'fade', duration: 150 }}
      classNames={{
        content: classes.content,
        header: classes.header,
        title: classes.title,
        body: classes.body,
      }}
    >
      {shown && (
        <div className={classes.frame}>
          <YouTubePlayer
            videoId={shown.videoId}
            title={shown.title}
            autoplay
            buildEmbedUrl={buildEmbedUrl}
          />
        </div>
      )}
    </Modal>
  );
}
