import { IconPhoto } from '@tabler/icons-react';
import { useId } from 'react';
import { ExternalLink } from '@/components/shared/ExternalLink';
import classes from './ProductCard.module.css';

export interface ProductCardProps {
  /** The product's name: the card's heading and the image's alt text. */
  name: string;
  /** The product's page on the external store; the card opens it in a new tab. */
  url: string;
  /** The product's first image; a neutral placeholder shows without one. */
  image?: string;
  /** The price shown, already formatted (e.g. '$24.99'); nothing shows without one. */
  price?: string;
  /** Variants cost different amounts: the price reads 'From $24.99'. */
  priceVaries?: boolean;
  /** The store says the product is sold out: a 'Sold out' badge on the image, which is dimmed. */
  soldOut?: boolean;
}

/**
 * One product of the shop: image, name, price and a 'Sold out' badge. The whole card is a
 * single link to the store's product page, named by its visible texts (not the image's alt,
 * which would say the name twice).
 */
export function ProductCard({ name, url, image, price, priceVaries, soldOut }: ProductCardProps) {
  const id = useId();
  const labelledBy = [`${id}-name`, price && `${id}-price`, soldOut && `${id}-sold`, `${id}-tab`]
    .filter(Boolean)
    .join(' ');
  return (
    <ExternalLink
      href={url}
      unstyled
      className={classes.card}
      aria-labelledby={labelledBy}
      hintId={`${id}-tab`}
      data-sold-out={soldOut || undefined}
    >
      <div className={classes.media}>
        {image ? (
          <img className={classes.image} src={image} alt={name} loading="lazy" />
        ) : (
          <div className={classes.placeholder}>
            <IconPhoto size={48} stroke={1.5} aria-hidden="true" />
          </div>
        )}
        {soldOut && (
          <span id={`${id}-sold`} className={classes.badge}>
            Sold out
          </span>
        )}
      </div>
      <div className={classes.body}>
        <h2 id={`${id}-name`} className={classes.name}>
          {name}
        </h2>
        {price && (
          <p id={`${id}-price`} className={classes.price}>
            {priceVaries ? `From ${price}` : price}
          </p>
        )}
      </div>
    </ExternalLink>
  );
}
