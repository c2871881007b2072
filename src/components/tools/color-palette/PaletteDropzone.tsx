import { Alert, Button, Group, LoadingOverlay, Text } from '@mantine/core';
import { IconAlertCircle, IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { useDropzone } from 'react-dropzone';
import classes from './PaletteDropzone.module.css';

/**
 * The image types the zone takes (those of Mantine's `IMAGE_MIME_TYPE`), in react-dropzone's
 * `accept` form; the file input's `accept` attribute lists them.
 */
const imageTypes = Object.fromEntries(
  [
    'image/png',
    'image/gif',
    'image/jpeg',
    'image/svg+xml',
    'image/webp',
    'image/avif',
    'image/heic',
    'image/heif',
  ].map((type) => [type, []]),
);

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
 * Where the visitor gives the palette generator an image: drop it on the zone, or click 'Choose
 * image' (or press Enter or Space on the focused zone) to pick one. Only image types are accepted
 * (docs/product.md, color-palette); a refused file leaves its reason under the zone. While a file
 * is dragged over it, the zone says whether it will take it (`data-accept`) or not
 * (`data-reject`).
 *
 * react-dropzone's hook does the work (drop, file picker, keyboard, type checks); this is the
 * markup and look of Mantine's `Dropzone`, which wraps the same hook (docs/dependencies.md says
 * why it is not used).
 */
export function PaletteDropzone({
  analysing,
  error,
  canRetry,
  onFile,
  onReject,
  onRetry,
}: PaletteDropzoneProps) {
  const { getRootProps, getInputProps, isDragActive, isDragAccept, isDragReject, open } =
    useDropzone({
      accept: imageTypes,
      multiple: false,
      disabled: analysing,
      noClick: true,
      onDropAccepted: ([file]) => {
        if (file) onFile(file);
      },
      onDropRejected: onReject,
    });
  const accepting = isDragActive && isDragAccept;
  const rejecting = isDragActive && isDragReject;
  return (
    <div className={classes.root}>
      <div
        {...getRootProps({ className: `${classes.zone} mantine-focus-auto` })}
        data-accept={accepting || undefined}
        data-reject={rejecting || undefined}
        data-loading={analysing || undefined}
      >
        <LoadingOverlay visible={analysing} />
        <input {...getInputProps({ 'aria-label': 'Image file' })} />
        <div className={classes.inner}>
          <Group className={classes.content} wrap="nowrap">
            {accepting ? (
              <IconUpload size={48} aria-hidden="true" className={classes.accept} />
            ) : rejecting ? (
              <IconX size={48} aria-hidden="true" className={classes.reject} />
            ) : (
              <IconPhoto size={48} aria-hidden="true" className={classes.idle} />
            )}
            <div>
              <Text className={classes.title}>
                {analysing ? 'Analyzing the image…' : 'Drop an image here'}
              </Text>
              <Text className={classes.hint}>
                PNG, JPEG, WebP or GIF. It stays in your browser: nothing is uploaded.
              </Text>
              <Button
                className={classes.choose}
                variant="light"
                disabled={analysing}
                onClick={open}
              >
                Choose image
              </Button>
            </div>
          </Group>
        </div>
      </div>
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
