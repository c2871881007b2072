import classes from './MediaChip.module.css';

export interface MediaChipProps {
  /** A decorative picture (logo or avatar); the title says what it is. */
  image: string;
  /** The name in bold: a creator or a piece of software. */
  title: string;
  /** The line under the title: a subscriber count, or what the software is used for. */
  caption: string;
  /** `circle` for people and channels, `rounded` for app logos. */
  shape?: 'circle' | 'rounded';
}

/** A small picture with a title and a one-line caption, as listed in the home page cards. */
export function MediaChip({ image, title, caption, shape = 'rounded' }: MediaChipProps) {
  return (
    <div className={classes.chip}>
      <img className={classes.image} data-shape={shape} src={image} alt="" width={44} height={44} />
      <span className={classes.text}>
        <span className={classes.title}>{title}</span>
        <span className={classes.caption}>{caption}</span>
      </span>
    </div>
  );
}
