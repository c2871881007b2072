import { Button, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowUpRight, IconShoppingBagX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { CollectionFilter, type CollectionFilterItem } from './CollectionFilter';
import { ExternalLink } from '@/components/shared/ExternalLink';
import { PageLoader } from '@/components/shared/PageLoader';
import { ProductCard, type ProductCardProps } from './ProductCard';
import { PageSection } from '@/components/shared/PageSection';
import classes from './StoreView.module.css';

export type StoreViewItem = ProductCardProps & { id: string };

export type StoreViewState =
  | { status: 'loading' }
  | { status: 'error'; message: string; onRetry: () => void }
  | { status: 'empty'; message: string }
  | { status: 'list'; products: readonly StoreViewItem[] };

export type StoreViewProps = StoreViewState & {
  /** The external store's home page, for 'View Full Store'. */
  storeUrl: string;
  /** The filter buttons; no filter shows while there are none. */
  collections: readonly CollectionFilterItem[];
  /**
   * The collection on screen, its button pressed; null while none is chosen (or there are none).
   */
  selectedSlug: string | null;
  /**
   * Called with a collection's slug when the visitor presses its button; the shop machine owns
   * the selection and reloads the products.
   */
  onSelectCollection: (slug: string) => void;
};

interface NoticeProps {
  icon: ReactNode;
  role: 'alert' | 'status';
  children: ReactNode;
  action?: ReactNode;
}

/** The message in place of the grid: an error with its retry, or the empty shop. */
function Notice({ icon, role, children, action }: NoticeProps) {
  return (
    <div className={classes.notice} role={role}>
      <span className={classes.noticeIcon} aria-hidden="true">
        {icon}
      </span>
      <Text className={classes.noticeText}>{children}</Text>
      {action}
    </div>
  );
}

function StoreContent(props: StoreViewState) {
  switch (props.status) {
    case 'loading':
      return <PageLoader label="Loading products" />;
    case 'error':
      return (
        <Notice
          role="alert"
          icon={<IconAlertTriangle size={32} />}
          action={<Button onClick={props.onRetry}>Try Again</Button>}
        >
          {props.message}
        </Notice>
      );
    case 'empty':
      return (
        <Notice role="status" icon={<IconShoppingBagX size={32} />}>
          {props.message}
        </Notice>
      );
    case 'list':
      return (
        <ul className={classes.grid} aria-label="Products">
          {props.products.map(({ id, ...product }) => (
            <li key={id} className={classes.item}>
              <ProductCard {...product} />
            </li>
          ))}
        </ul>
      );
  }
}

/** The shop page: title, tagline, collection filter, then the products, and the full store. */
export function StoreView({
  storeUrl,
  collections,
  selectedSlug,
  onSelectCollection,
  ...state
}: StoreViewProps) {
  return (
    <PageSection>
      <header className={classes.header}>
        <Title order={1}>Shop</Title>
        <Text className={classes.tagline}>Support my work with exclusive merch and products</Text>
      </header>
      {collections.length > 0 && (
        <div className={classes.filter}>
          <CollectionFilter
            collections={collections}
            selectedSlug={selectedSlug}
            onSelect={onSelectCollection}
          />
        </div>
      )}
      <StoreContent {...state} />
      <div className={classes.footer}>
        <ExternalLink
          component={Button}
          href={storeUrl}
          size="md"
          rightSection={<IconArrowUpRight size={18} aria-hidden="true" />}
        >
          View Full Store
        </ExternalLink>
      </div>
    </PageSection>
  );
}
