import { Avatar, Button, Group, Image, Loader, Paper, Text, Title } from '@mantine/core';
import { IconDownload, IconExternalLink } from '@tabler/icons-react';
import { useId } from 'react';
import type { SubscribeChannel } from '@/domain/tools/subscribe-link-generator/subscribeLink';
import { formatCompactCount } from '@/domain/youtube';
import { CopyButton } from '@/components/shared/CopyButton';
import { ErrorAlert } from '@/components/shared/ErrorAlert';
import { ExternalLink } from '@/components/shared/ExternalLink';
import classes from './SubscribeLinkGeneratorResult.module.css';

/** The link's QR code: being drawn, drawn (an image URL), or not drawable. */
export type SubscribeLinkQr =
  { status: 'rendering' } | { status: 'ready'; src: string } | { status: 'failed' };

export interface SubscribeLinkGeneratorResultProps {
  /** The channel found: picture, title, handle and subscribers (null: hidden). */
  channel: SubscribeChannel;
  /** `https://www.youtube.com/@{handle}?sub_confirmation=1` */
  link: string;
  /** 'Copied!' on the button (docs/product.md, subscribe-link-generator: 2 s). */
  copied: boolean;
  /** 'Failed to copy link' when the clipboard refused. */
  copyError: string | null;
  /** The QR code of the link, drawn by the screen: a spinner, the image, or a short notice. */
  qr: SubscribeLinkQr;
  /** 'Copy Link': the screen copies the link and sets `copied` or `copyError`. */
  onCopy: () => void;
  /** 'Download QR code' (only once it is drawn): the screen saves `subscribe-link-qrcode.png`. */
  onDownloadQr: () => void;
}

const subscribersText = (subscribers: number | null) =>
  subscribers === null
    ? 'Subscriber count hidden'
    : `${formatCompactCount(subscribers)} ${subscribers === 1 ? 'subscriber' : 'subscribers'}`;

/**
 * The subscribe link generator's result (docs/product.md, subscribe-link-generator): the channel,
 * its subscribe link with 'Copy Link', and the link's QR code to download.
 */
export function SubscribeLinkGeneratorResult({
  channel,
  link,
  copied,
  copyError,
  qr,
  onCopy,
  onDownloadQr,
}: SubscribeLinkGeneratorResultProps) {
  const headingId = useId();
  const linkLabelId = useId();
  return (
    <Paper component="article" className={classes.card} withBorder aria-labelledby={headingId}>
      <header className={classes.channel}>
        <Avatar src={channel.avatarUrl} alt="" size={72} className={classes.avatar}>
          {channel.title.slice(0, 1)}
        </Avatar>
        <div>
          <Title order={2} id={headingId} className={classes.title}>
            {channel.title}
          </Title>
          {channel.handle && <Text className={classes.muted}>{channel.handle}</Text>}
          <Text className={classes.subscribers}>{subscribersText(channel.subscribers)}</Text>
        </div>
      </header>

      <div className={classes.body}>
        <div className={classes.share}>
          <Text id={linkLabelId} className={classes.label}>
            Your subscribe link
          </Text>
          <ExternalLink href={link} className={classes.link} aria-describedby={linkLabelId}>
            {link}
            <IconExternalLink size={14} aria-hidden="true" className={classes.linkIcon} />
          </ExternalLink>
          <Group gap="sm" mt="md">
            <CopyButton
              label="Copy Link"
              state={copied ? 'copied' : copyError ? 'failed' : 'idle'}
              announcement="Link copied to the clipboard"
              failure={null}
              onCopy={onCopy}
            />
          </Group>
          {/* A refused copy is said in the card's alert box, under the button's row. */}
          {copyError && <ErrorAlert className={classes.alert}>{copyError}</ErrorAlert>}
        </div>

        <div className={classes.qr} aria-busy={qr.status === 'rendering'}>
          {qr.status === 'ready' && (
            <Image src={qr.src} alt={`QR code for ${link}`} className={classes.code} />
          )}
          {qr.status === 'rendering' && (
            <div className={classes.placeholder} role="status">
              <Loader size="sm" aria-hidden="true" />
              <Text size="sm">Drawing QR code...</Text>
            </div>
          )}
          {qr.status === 'failed' && (
            <div className={classes.placeholder}>
              <Text size="sm">The QR code could not be drawn.</Text>
            </div>
          )}
          <Button
            variant="default"
            size="xs"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            disabled={qr.status !== 'ready'}
            onClick={onDownloadQr}
          >
            Download QR code
          </Button>
        </div>
      </div>
    </Paper>
  );
}
