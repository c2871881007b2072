import { Avatar, Stack, Text, Title } from '@mantine/core';
import { LinkPageLayout } from '@/components/site/links/LinkPageLayout';
import { LinkTile, externalLinkTileProps } from '@/components/site/links/LinkTile';
import { LinkTileList } from '@/components/site/links/LinkTileList';
import { extraLinkTiles, owner } from '@/config/site';

/** /extra-links: the free resources behind the 'More' tile of /links. */
export function ExtraLinksScreen() {
  return (
    <LinkPageLayout>
      <Stack component="header" align="center" gap={6} ta="center">
        <Avatar src={owner.photo} alt="" size={72} radius={72} mb="xs" />
        <Title order={1} c="white">
          More Links
        </Title>
        <Text c="dark.0">Free resources, templates and downloads from {owner.name}.</Text>
      </Stack>
      <LinkTileList label="Free resources">
        {extraLinkTiles.map((tile) => (
          <LinkTile key={tile.url} {...externalLinkTileProps(tile)} />
        ))}
        <LinkTile
          destination={{ kind: 'internal', to: '/links' }}
          icon="back"
          title="Back to Main Links"
        />
      </LinkTileList>
    </LinkPageLayout>
  );
}
