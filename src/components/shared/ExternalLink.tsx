import { Anchor, VisuallyHidden } from '@mantine/core';
import type { ActionIcon, Button, PolymorphicComponentProps, UnstyledButton } from '@mantine/core';
import type { ComponentPropsWithoutRef, ElementType, ReactElement, ReactNode } from 'react';

/** What a link to another site draws as: a text link (the default), a button, an icon, a tile. */
type ExternalLinkRoot = typeof Anchor | typeof Button | typeof ActionIcon | typeof UnstyledButton;

/** A Mantine component's own props (AnchorProps, ButtonProps…), read from its type. */
type MantinePropsOf<C> = C extends (props: PolymorphicComponentProps<'a', infer P>) => ReactElement
  ? Omit<P, 'component' | 'renderRoot'>
  : never;

export type ExternalLinkProps<C extends ExternalLinkRoot = typeof Anchor> = MantinePropsOf<C> &
  Omit<
    ComponentPropsWithoutRef<'a'>,
    'href' | 'target' | 'rel' | 'children' | keyof MantinePropsOf<C>
  > & {
    /** The page on another site. */
    href: string;
    /** The link's name: its visible words, or an icon with its name in a VisuallyHidden. */
    children?: ReactNode;
    /**
     * The Mantine component the link is drawn as, keeping its look: Anchor by default; Button,
     * ActionIcon or UnstyledButton take their own props (variant, leftSection…) here. A link
     * whose look is all its own class (a whole card) is an Anchor with `unstyled`.
     */
    component?: C;
    /**
     * The id of the ' (opens in a new tab)' text, for a link named with aria-labelledby: list it
     * last among the ids.
     */
    hintId?: string;
  };

/** What every link to another site says after its name. */
export const NEW_TAB_HINT = ' (opens in a new tab)';

/**
 * A link that opens another site in a new tab, without handing it this page
 * (`rel="noopener noreferrer"`), and says so: its accessible name ends with '(opens in a new
 * tab)', read out but not shown. Give it the words (visible, or in a VisuallyHidden for an icon).
 */
export function ExternalLink<C extends ExternalLinkRoot = typeof Anchor>({
  component,
  hintId,
  children,
  ...others
}: ExternalLinkProps<C>) {
  const Root: ElementType = component ?? Anchor;
  return (
    <Root component="a" {...others} target="_blank" rel="noopener noreferrer">
      {children}
      <VisuallyHidden id={hintId}>{NEW_TAB_HINT}</VisuallyHidden>
    </Root>
  );
}
