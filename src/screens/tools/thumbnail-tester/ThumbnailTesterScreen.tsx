import { Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { ThumbnailPreview } from '@/components/tools/thumbnail-tester/ThumbnailPreview';
import { ThumbnailPreviewForm } from '@/components/tools/thumbnail-tester/ThumbnailPreviewForm';
import { ToolPage } from '@/components/tool-kit/ToolPage';
import { ToolRunStatus } from '@/components/tool-kit/ToolRunStatus';
import {
  ENTRY_CHANNEL,
  UNTITLED_ENTRY,
  type ComparisonSource,
  type PreviewTheme,
  type RandomSource,
  type ThumbnailEntry,
} from '@/domain/tools/thumbnail-tester/thumbnailTest';
import type { ChosenPicture } from '@/domain/tools/thumbnail-tester/pictureFile';
import type { PictureFileLogic } from '@/machines/tools/thumbnail-tester/pictureFileMachine';
import type { ThumbnailTesterLogic } from '@/machines/tools/thumbnail-tester/thumbnailTesterMachine';
import { useToolForm } from '@/screens/tool-kit';
import { ComparisonModal } from './ComparisonModal';
import { useChosenPicture } from './useChosenPicture';

export interface ThumbnailTesterScreenProps {
  /** Loads the comparison's videos (provided by the app, or a story's fakes). */
  logic: ThumbnailTesterLogic;
  /** Opens each picture the visitor chooses, refusing a file that is not an image (the app's). */
  pictureLogic: PictureFileLogic;
  /** Where the visitor's entry lands in the grid; Math.random unless a story or test fixes it. */
  random?: RandomSource;
  /** A thumbnail already chosen (stories); none by default. */
  initialThumbnail?: ChosenPicture;
  /** A profile picture already chosen (stories); none by default. */
  initialProfilePicture?: ChosenPicture;
  /** The title box's first text (stories); empty by default. */
  initialTitle?: string;
  /** The preview's first look; dark by default. */
  initialTheme?: PreviewTheme;
  /** Opens with the comparison showing (stories). */
  initialCompareOpen?: boolean;
  /** The comparison's first source; Trending by default. */
  initialSource?: ComparisonSource;
  /** The channel URL box's first text (stories); empty by default. */
  initialChannel?: string;
}

const TRENDING = { source: 'trending', channel: undefined } as const;

/** /tools/thumbnail-tester (docs/product.md, thumbnail-tester). */
export function ThumbnailTesterScreen({
  logic,
  pictureLogic,
  random = Math.random,
  ...initial
}: ThumbnailTesterScreenProps) {
  const tool = useToolForm(logic);
  const [title, setTitle] = useState(initial.initialTitle ?? '');
  const [theme, setTheme] = useState<PreviewTheme>(initial.initialTheme ?? 'dark');
  const thumbnailFile = useChosenPicture(pictureLogic, 'thumbnail', initial.initialThumbnail);
  const profileFile = useChosenPicture(
    pictureLogic,
    'profile picture',
    initial.initialProfilePicture,
  );
  const thumbnail = thumbnailFile.picture;
  const profile = profileFile.picture;
  const [opened, modal] = useDisclosure(initial.initialCompareOpen ?? false);
  const [source, setSource] = useState<ComparisonSource>(initial.initialSource ?? 'trending');
  const [channel, setChannel] = useState(initial.initialChannel ?? '');

  const entry: ThumbnailEntry | null = thumbnail && {
    title: title.trim() || UNTITLED_ENTRY,
    thumbnailUrl: thumbnail.url,
    profilePictureUrl: profile?.url ?? null,
    channelTitle: ENTRY_CHANNEL,
  };

  const openCompare = () => {
    modal.open();
    // Trending is fetched on the first open and kept while the page lives.
    if (source === 'trending' && tool.snapshot.hasTag('idle')) tool.submit(TRENDING);
  };
  const closeCompare = () => {
    modal.close();
    if (tool.snapshot.hasTag('running')) tool.reset();
  };
  const changeSource = (next: ComparisonSource) => {
    setSource(next);
    if (next === 'trending') tool.submit(TRENDING);
    else tool.reset();
  };

  return (
    <ToolPage
      title="Thumbnail Tester"
      description="See your thumbnail and title the way YouTube shows them, in dark and light, then among today's trending videos or a channel's latest uploads."
      controls={
        <ThumbnailPreviewForm
          title={title}
          onTitleChange={setTitle}
          thumbnailName={thumbnail?.name ?? null}
          profilePictureName={profile?.name ?? null}
          onThumbnail={thumbnailFile.choose}
          onProfilePicture={profileFile.choose}
          thumbnailError={thumbnailFile.error}
          profilePictureError={profileFile.error}
          theme={theme}
          onThemeChange={setTheme}
          onCompare={openCompare}
        />
      }
    >
      {entry ? (
        <>
          <Title order={2} size="h3" mb="md">
            Preview
          </Title>
          <ThumbnailPreview entry={entry} theme={theme} />
          <ComparisonModal
            opened={opened}
            onClose={closeCompare}
            snapshot={tool.snapshot}
            onRetry={tool.retry}
            source={source}
            onSourceChange={changeSource}
            channel={channel}
            onChannelChange={(value) => {
              setChannel(value);
              tool.clearError();
            }}
            onLoadChannel={() => tool.submit({ source: 'channel', channel })}
            channelError={tool.fieldError}
            entry={entry}
            theme={theme}
            random={random}
          />
        </>
      ) : (
        <ToolRunStatus
          status="idle"
          hint="Upload a thumbnail to see it in YouTube's home, sidebar and mobile layouts."
        />
      )}
    </ToolPage>
  );
}
