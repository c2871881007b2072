import { useClipboard } from '@mantine/hooks';
import {
  SubscribeLinkGeneratorResult,
  type SubscribeLinkQr,
} from '@/components/tools/subscribe-link-generator/SubscribeLinkGeneratorResult';
import {
  SUBSCRIBE_LINK_COPIED_MS,
  SUBSCRIBE_LINK_MESSAGES,
  type SubscribeLink,
} from '@/domain/tools/subscribe-link-generator/subscribeLink';
import type { SubscribeQrLogic } from '@/machines/tools/subscribe-link-generator/subscribeLinkGeneratorMachine';
import { useMachine } from '@/screens/shared/useMachine';

export interface SubscribeLinkGeneratorOutputProps {
  /** The run's result: the channel found and its subscribe link. */
  result: SubscribeLink;
  /** Draws and saves the link's QR code (provided by the app, or a story's fakes). */
  qrLogic: SubscribeQrLogic;
}

/** One generated link: its card, the clipboard ('Copied!' for 2 s) and its QR code. */
export function SubscribeLinkGeneratorOutput({
  result,
  qrLogic,
}: SubscribeLinkGeneratorOutputProps) {
  const [snapshot, send] = useMachine(qrLogic, { input: { link: result.link } });
  const clipboard = useClipboard({ timeout: SUBSCRIBE_LINK_COPIED_MS });
  const { qr } = snapshot.context;
  const qrView: SubscribeLinkQr =
    snapshot.hasTag('ready') && qr
      ? { status: 'ready', src: qr.src }
      : snapshot.hasTag('failed')
        ? { status: 'failed' }
        : { status: 'rendering' };

  return (
    <SubscribeLinkGeneratorResult
      channel={result.channel}
      link={result.link}
      copied={clipboard.copied}
      copyError={clipboard.error ? SUBSCRIBE_LINK_MESSAGES.copyFailed : null}
      qr={qrView}
      onCopy={() => clipboard.copy(result.link)}
      onDownloadQr={() => send({ type: 'qr.download' })}
    />
  );
}
