import { useRef } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ToolPage } from '@/components/tool-kit/ToolPage';
import { ToolSearchForm } from '@/components/tool-kit/ToolSearchForm';
import { ROUTES, toolPage } from '@/domain/routing/routeTable';
import { titleToSearch, type TagGeneration } from '@/domain/tools/tag-generator/tagGenerator';
import type { TagGeneratorLogic } from '@/machines/tools/tag-generator/tagGeneratorMachine';
import { ToolRunPanel, useToolRun, useToolSearch } from '@/screens/tool-kit';
import { TagGeneratorOutput } from './TagGeneratorOutput';

export interface TagGeneratorScreenProps {
  /** The tag generator's run machine with its YouTube service provided (app, or story fakes). */
  logic: TagGeneratorLogic;
}

const summary = ({ title, tags }: TagGeneration) =>
  tags.length === 0
    ? `No tags found for ${title}.`
    : `${tags.length} ${tags.length === 1 ? 'tag' : 'tags'} generated for ${title}.`;

/**
 * /tools/tag-generator and /tools/tag-generator/{searchTitle} (docs/product.md, tag-generator): the
 * title box navigates to the URL-encoded title, the route runs the search, and 'Clear' empties
 * the box and the tags and returns to the bare route. (SearchToolScreen's parts, composed here
 * because the chips hand focus to the box when the last is removed.)
 */
export function TagGeneratorScreen({ logic }: TagGeneratorScreenProps) {
  const { searchTitle } = useParams();
  const [snapshot, send] = useToolRun(logic, searchTitle);
  const box = useToolSearch(titleToSearch, ROUTES['tag-generator'].to, searchTitle);
  const navigate = useNavigate();
  const titleBox = useRef<HTMLInputElement>(null);

  // The bare route empties the box (it follows the address).
  const clear = () => void navigate(toolPage('tag-generator'));

  return (
    <ToolPage
      title="Tag Generator"
      description="Enter the title of your next video to get tags from the best-matching videos on YouTube, scored by how well they fit and how many views their videos have."
      controls={
        <ToolSearchForm
          label="Video title"
          placeholder="How to edit videos for YouTube"
          submitLabel="Generate tags"
          inputRef={titleBox}
          value={box.text}
          error={box.error}
          busy={snapshot.hasTag('running')}
          onSubmit={box.submit}
          onEdit={box.edit}
        />
      }
    >
      <ToolRunPanel
        snapshot={snapshot}
        onRetry={() => send({ type: 'tool.retry' })}
        runningLabel="Generating tags..."
        hint="Tags of two or more words, best first. Remove the ones that do not fit, then copy the rest into YouTube Studio."
        resultSummary={summary}
      >
        {(result) => (
          <TagGeneratorOutput
            result={result}
            onClear={clear}
            onEmptied={() => titleBox.current?.focus()}
          />
        )}
      </ToolRunPanel>
    </ToolPage>
  );
}
