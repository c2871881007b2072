import '@mantine/dropzone/styles.layer.css';
import { Alert, Button, Group, Text } from '@mantine/core';
import { Dropzone, IMAGE_MIME_TYPE } from '@mantine/dropzone';
import { IconAlertCircle, IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { useRef } from 'react';
import classes from './PaletteDropzone.module.css';

export interface PaletteDropzoneProps {
  /** The image is being analysed: the zone shows a spinner and takes no file. */
  analysing: boolean;
  /** Why there is no palette (not an image, unreadable, failed). */
  error: string | null;
  /** 'Try again' is offered (the same file may work a second time). */
  canRetry: boolean;
  /** Called with the image the visitor dropped or chose; the screen analyses it. */
  onFile: (file: File) => void;
  /** A dropped or chosen file that is not an image. */
  onReject: () => void;
  /** 'Try again': analyse the same file once more. */
  onRetry: () => void;
}

/**
 * Where the visitor gives the palette generator an image: drop it on the zone, or click (or
 * press Enter on) the zone or 'Choose image' to pick one. Only image types are accepted
 * (docs/product.md, color-palette); a refused file leaves its reason under the zone.
 */
export function PaletteDropzone({
  analysing,
  error,
  canRetry,
  onFile,
  onReject,
  onRetry,
}: PaletteDropzoneProps) {
  const openRef = useRef<() => void>(null);
  return (
    <div className={classes.root}>
      <Dropzone
        className={classes.zone}
        accept={IMAGE_MIME_TYPE}
        multiple={false}
        loading={analysing}
        openRef={openRef}
        activateOnClick={false}
        onDrop={(files) => {
          const [file] = files;
          if (file) onFile(file);
        }}
        onReject={onReject}
        inputProps={{ 'aria-label': 'Image file' }}
      >
        <Group className={classes.content} wrap="nowrap">
          <Dropzone.Accept>
            <IconUpload size={48} aria-hidden="true" className={classes.accept} />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={48} aria-hidden="true" className={classes.reject} />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconPhoto size={48} aria-hidden="true" className={classes.idle} />
          </Dropzone.Idle>
          <div>
            <Text className={classes.title}>
              {analysing ? 'Analysing the image…' : 'Drop an image here'}
            </Text>
            <Text className={classes.hint}>
              PNG, JPEG, WebP or GIF. It stays in your browser: nothing is uploaded.
            </Text>
            <Button
              className={classes.choose}
              variant="light"
              disabled={analysing}
              onClick={() => openRef.current?.()}
            >
              Choose image
            </Button>
          </div>
        </Group>
      </Dropzone>
      {error && (
        <Alert
          role="alert"
          color="red"
          icon={<IconAlertCircle size={18} aria-hidden="true" />}
          className={classes.error}
        >
          <Group justify="space-between" gap="sm">
            <Text size="sm">{error}</Text>
            {canRetry && (
              <Button size="xs" variant="white" color="red" onClick={onRetry}>
                Try again
              </Button>
            )}
          </Group>
        </Alert>
      )}
    </div>
  );
}
