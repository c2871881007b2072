import { CopyEmailTile } from '@/components/site/links/CopyEmailTile';
import { LinkPageLayout } from '@/components/site/links/LinkPageLayout';
import { LinkTile, externalLinkTileProps } from '@/components/site/links/LinkTile';
import { LinkTileList } from '@/components/site/links/LinkTileList';
import { ProfileCard } from '@/components/site/links/ProfileCard';
import { linkPageSocials, linkTiles, owner } from '@/config/site';

/** /links: the link-in-bio page. */
export function LinksScreen() {
  const { featured, others } = linkTiles;
  return (
    <LinkPageLayout>
      <ProfileCard
        name={owner.name}
        jobTitle={owner.jobTitle}
        bio={owner.shortBio}
        photo={owner.photo}
        socials={linkPageSocials}
      />
      <LinkTileList label="Links">
        <LinkTile featured {...externalLinkTileProps(featured)} />
        {others.map((tile) => (
          <LinkTile key={tile.url} {...externalLinkTileProps(tile)} />
        ))}
        <CopyEmailTile email={owner.email} />
        <LinkTile
          destination={{ kind: 'internal', to: '/extra-links' }}
          icon="more"
          title="More"
          description="Free resources, templates and downloads."
          trailingIcon="chevron"
        />
      </LinkTileList>
    </LinkPageLayout>
  );
}
