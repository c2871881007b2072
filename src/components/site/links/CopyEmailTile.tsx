import { useClipboard } from '@mantine/hooks';
import { LinkTile } from './LinkTile';

/** How long 'Copied!' stays on the tile (docs/product.md, links: 3 s). */
export const copiedConfirmationMs = 3000;

export interface CopyEmailTileProps {
  /** The address the tile copies, also shown on it as its description (the owner's e-mail). */
  email: string;
  /** Pins the confirmation on or off, for stories and screenshots; omit it in the app. */
  copied?: boolean;
}

/**
 * 'Get in Touch': copies the email address to the clipboard and confirms with 'Copied!' for 3 s.
 * A failed copy changes nothing on the tile.
 */
export function CopyEmailTile({ email, copied }: CopyEmailTileProps) {
  const clipboard = useClipboard({ timeout: copiedConfirmationMs });
  const showCopied = copied ?? clipboard.copied;

  return (
    <LinkTile
      destination={{ kind: 'action', onClick: () => clipboard.copy(email) }}
      icon="mail"
      title="Get in Touch"
      description={email}
      hint="(copies the email address)"
      trailingIcon="copy"
      status={showCopied ? 'Copied!' : ''}
    />
  );
}
