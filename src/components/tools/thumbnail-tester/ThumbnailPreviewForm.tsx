import { Button, FileButton, Group, SegmentedControl, Text, TextInput } from '@mantine/core';
import { IconLayoutGrid, IconPhoto, IconUserCircle } from '@tabler/icons-react';
import { ErrorAlert } from '@/components/shared/ErrorAlert';
import type { PreviewTheme } from '@/domain/tools/thumbnail-tester/thumbnailTest';
import classes from './ThumbnailPreviewForm.module.css';

export interface ThumbnailPreviewFormProps {
  /** The title box's text, owned by the screen. */
  title: string;
  /** Called with the title box's text on each keystroke. */
  onTitleChange: (title: string) => void;
  /** The chosen thumbnail's file name, null before one is chosen. */
  thumbnailName: string | null;
  /** The chosen profile picture's file name, null before one is chosen. */
  profilePictureName: string | null;
  /** Called with any file chosen as the thumbnail (the screen checks that it is an image). */
  onThumbnail: (file: File) => void;
  /** Called with any file chosen as the profile picture (the screen checks it too). */
  onProfilePicture: (file: File) => void;
  /** Why the last file chosen as the thumbnail was refused; null when it was not. */
  thumbnailError?: string | null;
  /** Why the last file chosen as the profile picture was refused; null when it was not. */
  profilePictureError?: string | null;
  /** The preview's look, dark or light, owned by the screen. */
  theme: PreviewTheme;
  /** Called with the look the visitor picks. */
  onThemeChange: (theme: PreviewTheme) => void;
  /** Opens the comparison; disabled until a thumbnail is chosen. */
  onCompare: () => void;
}

const IMAGES = 'image/*';
const THEMES = [
  { value: 'dark', label: 'Dark' },
  { value: 'light', label: 'Light' },
];

const whenChosen = (pick: (file: File) => void) => (file: File | null) => {
  if (file) pick(file);
};

/** The tester's inputs: title, the two pictures (kept in the browser), dark/light, Compare. */
export function ThumbnailPreviewForm(props: ThumbnailPreviewFormProps) {
  const { title, thumbnailName, profilePictureName, theme } = props;
  return (
    <div className={classes.form}>
      <TextInput
        label="Video title"
        placeholder="Type your video title"
        value={title}
        onChange={(event) => props.onTitleChange(event.currentTarget.value)}
        className={classes.title}
      />
      <Group gap="sm" wrap="wrap">
        <FileButton
          onChange={whenChosen(props.onThumbnail)}
          accept={IMAGES}
          inputProps={{ 'aria-label': 'Thumbnail image' }}
        >
          {(button) => (
            <Button {...button} leftSection={<IconPhoto size={18} aria-hidden="true" />}>
              {thumbnailName ? 'Change thumbnail' : 'Upload thumbnail'}
            </Button>
          )}
        </FileButton>
        <FileButton
          onChange={whenChosen(props.onProfilePicture)}
          accept={IMAGES}
          inputProps={{ 'aria-label': 'Profile picture image' }}
        >
          {(button) => (
            <Button
              {...button}
              variant="default"
              leftSection={<IconUserCircle size={18} aria-hidden="true" />}
            >
              {profilePictureName ? 'Change profile picture' : 'Upload profile picture'}
            </Button>
          )}
        </FileButton>
        <SegmentedControl
          aria-label="Preview theme"
          data={THEMES}
          value={theme}
          onChange={(value) => props.onThemeChange(value === 'light' ? 'light' : 'dark')}
        />
        <Button
          variant="light"
          leftSection={<IconLayoutGrid size={18} aria-hidden="true" />}
          disabled={!thumbnailName}
          onClick={props.onCompare}
        >
          Compare
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {thumbnailName
          ? `Thumbnail: ${thumbnailName}${profilePictureName ? ` · Profile picture: ${profilePictureName}` : ''}`
          : 'Your pictures stay in your browser; nothing is uploaded.'}
      </Text>
      {props.thumbnailError && <ErrorAlert>{props.thumbnailError}</ErrorAlert>}
      {props.profilePictureError && <ErrorAlert>{props.profilePictureError}</ErrorAlert>}
    </div>
  );
}
