import { QrCodePanel } from '@/components/tool-kit/QrCodePanel';
import { ToolPage } from '@/components/tool-kit/ToolPage';
import type { QrCodeGeneratorLogic } from '@/machines/tools/qr-code-generator/qrCodeGeneratorMachine';
import { useMachine } from '@/screens/shared/useMachine';

export interface QrCodeGeneratorScreenProps {
  /** The QR code machine with its image, clipboard and download provided. */
  logic: QrCodeGeneratorLogic;
}

/** Route /tools/qr-code-generator (docs/product.md, qr-code-generator). */
export function QrCodeGeneratorScreen({ logic }: QrCodeGeneratorScreenProps) {
  const [snapshot, send] = useMachine(logic);
  const { url, logo, preview, urlError, problem, notice } = snapshot.context;

  return (
    <ToolPage
      title="QR Code Generator"
      description="Turn any link into a high-resolution QR code (1000×1000 PNG), with your logo in the middle if you like, then download it or copy it to the clipboard. The code is made in your browser."
    >
      <QrCodePanel
        url={url}
        urlError={urlError}
        logoName={logo?.name ?? null}
        preview={preview}
        busy={snapshot.hasTag('busy')}
        copying={snapshot.hasTag('copying')}
        copied={snapshot.hasTag('copied')}
        canDownload={snapshot.can({ type: 'qr.download' })}
        canCopy={snapshot.can({ type: 'qr.copy' })}
        problem={problem}
        notice={notice}
        onUrlChange={(value) => send({ type: 'url.change', value })}
        onSubmit={() => send({ type: 'url.submit' })}
        onLogoSelect={(file) => send({ type: 'logo.add', file })}
        onLogoRemove={() => send({ type: 'logo.remove' })}
        onDownload={() => send({ type: 'qr.download' })}
        onCopy={() => send({ type: 'qr.copy' })}
      />
    </ToolPage>
  );
}
