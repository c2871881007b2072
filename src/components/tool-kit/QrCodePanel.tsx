import { Button, FileButton, Group, Image, Loader, Paper, Text, TextInput } from '@mantine/core';
import { IconCheck, IconDownload, IconPhotoPlus, IconQrcode, IconX } from '@tabler/icons-react';
import { useId, useRef, type SubmitEvent } from 'react';
import { CopyButton } from '@/components/shared/CopyButton';
import { ErrorAlert } from '@/components/shared/ErrorAlert';
import classes from './QrCodePanel.module.css';

export interface QrCodePanelPreview {
  src: string;
  /** The URL the code holds (for the alt text). */
  url: string;
  withLogo: boolean;
}

export interface QrCodePanelNotice {
  tone: 'success' | 'error';
  text: string;
}

export interface QrCodePanelProps {
  /** The URL box's text as typed; the screen's machine owns it. */
  url: string;
  /** 'Please enter a valid URL!' (docs/product.md, qr-code-generator), shown under the box. */
  urlError: string | null;
  /** The chosen logo's file name, or null for none. */
  logoName: string | null;
  /** The code on screen (150 px), or null before there is one. */
  preview: QrCodePanelPreview | null;
  /** A code is being made: the preview shows a spinner or is dimmed. */
  busy: boolean;
  /** The image is being copied: the copy button spins. */
  copying: boolean;
  /** The copy button's confirmation (docs/product.md, qr-code-generator: 1 s). */
  copied: boolean;
  /**
   * Whether 'Download' is enabled: false while a code is being made or when none could be made.
   * With no URL yet it stays enabled, so that pressing it says what is missing.
   */
  canDownload: boolean;
  /** Whether 'Copy' is enabled: as `canDownload`, and false while a copy is running. */
  canCopy: boolean;
  /**
   * Why the input gives no code (a logo that is not an image, a URL too long, or the generic
   * failure). With a `preview`, that code is the last one that worked and stays downloadable.
   */
  problem: string | null;
  /** The last copy outcome (docs/product.md, qr-code-generator). */
  notice: QrCodePanelNotice | null;
  /** Called with the box's new text on each keystroke; the machine makes the code after a pause. */
  onUrlChange: (value: string) => void;
  /** Called when the visitor presses Enter in the URL box: the code is made without waiting. */
  onSubmit: () => void;
  /** Called with the image file the visitor chose as the logo (the chooser offers images only). */
  onLogoSelect: (file: File) => void;
  /** Called when the visitor presses 'Remove logo'; the panel resets its file chooser itself. */
  onLogoRemove: () => void;
  /** Called when the visitor presses 'Download': the 1000×1000 PNG is saved, or a URL asked for. */
  onDownload: () => void;
  /**
   * Called when the visitor presses 'Copy'; the outcome comes back as `copying`, `copied`,
   * `notice`.
   */
  onCopy: () => void;
}

/** Said after a problem while the last good code stays on screen. */
const LAST_GOOD_CODE = 'The code shown is the last one that worked.';

const altText = ({ url, withLogo }: QrCodePanelPreview) =>
  `QR code for ${url}${withLogo ? ', with your logo in the middle' : ''}`;

/**
 * The QR code generator's controls and preview: URL, logo, download and copy on one side, the
 * 150 px code on the other. Failures are announced as alerts, a finished copy as a status.
 */
export function QrCodePanel(props: QrCodePanelProps) {
  const { url, urlError, logoName, preview, busy, copying, copied, problem, notice } = props;
  const logoLabelId = useId();
  const resetLogoInput = useRef<() => void>(null);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onSubmit();
  };
  const removeLogo = () => {
    resetLogoInput.current?.();
    props.onLogoRemove();
  };

  return (
    <Paper className={classes.panel} withBorder>
      <div className={classes.controls}>
        <form onSubmit={submit} noValidate>
          <TextInput
            label="URL"
            description="The link the QR code opens"
            placeholder="https://example.com"
            type="url"
            inputMode="url"
            size="md"
            autoComplete="url"
            spellCheck={false}
            value={url}
            onChange={(event) => props.onUrlChange(event.currentTarget.value)}
            error={urlError}
            errorProps={{ role: 'alert' }}
          />
        </form>

        <div className={classes.logo} role="group" aria-labelledby={logoLabelId}>
          <Text className={classes.logoLabel} id={logoLabelId}>
            Logo (optional)
          </Text>
          <Group gap="sm" wrap="wrap">
            <FileButton
              accept="image/*"
              resetRef={resetLogoInput}
              onChange={(file) => file && props.onLogoSelect(file)}
            >
              {(fileButton) => (
                <Button
                  {...fileButton}
                  variant="default"
                  leftSection={<IconPhotoPlus size={18} aria-hidden="true" />}
                >
                  {logoName ? 'Change logo' : 'Add logo'}
                </Button>
              )}
            </FileButton>
            {logoName && (
              <>
                <Text className={classes.logoName} title={logoName}>
                  {logoName}
                </Text>
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconX size={16} aria-hidden="true" />}
                  onClick={removeLogo}
                >
                  Remove logo
                </Button>
              </>
            )}
          </Group>
        </div>

        <div>
          <Group gap="sm">
            <Button
              leftSection={<IconDownload size={18} aria-hidden="true" />}
              disabled={!props.canDownload}
              onClick={props.onDownload}
            >
              Download
            </Button>
            {/* The copy's outcome is announced by the notice below, with the generation's. */}
            <CopyButton
              label="Copy"
              variant="light"
              state={copying ? 'copying' : copied ? 'copied' : 'idle'}
              announcement={null}
              failure={null}
              disabled={!props.canCopy}
              onCopy={props.onCopy}
            />
          </Group>

          {/* Always in the page, so that assistive technology announces what appears in it. */}
          <div role="status">
            {notice?.tone === 'success' && (
              <Text className={classes.success}>
                <IconCheck size={18} aria-hidden="true" />
                {notice.text}
              </Text>
            )}
          </div>
          {problem && (
            <ErrorAlert className={classes.alert}>
              {problem}
              {preview && ` ${LAST_GOOD_CODE}`}
            </ErrorAlert>
          )}
          {notice?.tone === 'error' && (
            <ErrorAlert className={classes.alert}>{notice.text}</ErrorAlert>
          )}
        </div>
      </div>

      <div className={classes.preview} aria-busy={busy}>
        {preview ? (
          <Image
            src={preview.src}
            alt={altText(preview)}
            className={classes.code}
            data-busy={busy || undefined}
          />
        ) : busy ? (
          <div className={classes.placeholder} role="status">
            <Loader size="sm" aria-hidden="true" />
            <Text size="sm">Generating QR code...</Text>
          </div>
        ) : (
          <div className={classes.placeholder}>
            <IconQrcode size={40} stroke={1.5} aria-hidden="true" />
            <Text size="sm">Your QR code will appear here</Text>
          </div>
        )}
      </div>
    </Paper>
  );
}
