import { ToolPage } from '@/components/tool-kit/ToolPage';
import { ToolSearchForm } from '@/components/tool-kit/ToolSearchForm';
import type {
  SubscribeLinkGeneratorLogic,
  SubscribeQrLogic,
} from '@/machines/tools/subscribe-link-generator/subscribeLinkGeneratorMachine';
import { ToolRunPanel, useToolForm } from '@/screens/tool-kit';
import { SubscribeLinkGeneratorOutput } from './SubscribeLinkGeneratorOutput';

export interface SubscribeLinkGeneratorScreenProps {
  /** Looks the channel up (provided by the app, or a story's fakes). */
  logic: SubscribeLinkGeneratorLogic;
  /** Draws and saves the link's QR code. */
  qrLogic: SubscribeQrLogic;
}

/** /tools/subscribe-link-generator (docs/product.md, subscribe-link-generator). */
export function SubscribeLinkGeneratorScreen({
  logic,
  qrLogic,
}: SubscribeLinkGeneratorScreenProps) {
  const tool = useToolForm(logic);
  return (
    <ToolPage
      title="Subscribe Link Generator"
      description="Make a link to your channel that opens YouTube's subscribe confirmation, ready to share anywhere, with a QR code for print and slides."
      controls={
        <ToolSearchForm
          label="YouTube channel URL or handle"
          placeholder="@yourchannel or https://www.youtube.com/@yourchannel"
          submitLabel="Generate"
          error={tool.fieldError}
          busy={tool.snapshot.hasTag('running')}
          onSubmit={(channel) => tool.submit({ channel })}
          onEdit={tool.clearError}
        />
      }
    >
      <ToolRunPanel
        snapshot={tool.snapshot}
        onRetry={tool.retry}
        runningLabel="Looking up the channel..."
        hint="Paste your channel link or type your @handle."
        invalidAtField
      >
        {(result) => (
          <SubscribeLinkGeneratorOutput key={result.link} result={result} qrLogic={qrLogic} />
        )}
      </ToolRunPanel>
    </ToolPage>
  );
}
