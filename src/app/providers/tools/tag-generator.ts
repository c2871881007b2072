import { fromAbortablePromise } from '@/machines/shared/fromAbortablePromise';
import { tagGeneratorMachine } from '@/machines/tools/tag-generator/tagGeneratorMachine';
import { generateTagsForTitle } from '@/services/tools/tag-generator/tagGenerator';
import { runYouTubeTool } from '@/services/tool-kit/toolRun';
import { youtubeClient } from '@/app/providers/youtubeClient';
import type { TagGeneratorScreenProps } from '@/screens/tools/tag-generator/TagGeneratorScreen';

/** The tag generator on the YouTube Data API, metering each run's units. */
export const tagGeneratorLogic = tagGeneratorMachine.provide({
  actors: {
    run: fromAbortablePromise(async ({ input, signal }) =>
      runYouTubeTool(await youtubeClient(), generateTagsForTitle, input, signal),
    ),
  },
});

/** What the tag generator screen gets from the app, read as the route renders. */
export const screenProps = (): TagGeneratorScreenProps => ({ logic: tagGeneratorLogic });
