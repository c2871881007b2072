import { Avatar, Badge, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { useId } from 'react';
import type {
  ChannelComparison as Comparison,
  ComparedChannel,
  ComparisonRow,
} from '@/domain/tools/channel-comparer/channelComparison';
import classes from './ChannelComparerResult.module.css';

export interface ChannelComparerResultProps {
  /** The two channels and the table's rows, each row with its better side worked out. */
  comparison: Comparison;
}

function ChannelHeading({ channel }: { channel: ComparedChannel }) {
  return (
    <th scope="col" className={classes.channel}>
      <Avatar src={channel.avatarUrl} alt="" size="lg" className={classes.avatar}>
        {channel.title.slice(0, 1)}
      </Avatar>
      <span className={classes.title}>{channel.title}</span>
      {channel.handle && <span className={classes.handle}>{channel.handle}</span>}
    </th>
  );
}

function MetricRow({ row }: { row: ComparisonRow }) {
  return (
    <tr>
      <th scope="row" className={classes.metric}>
        {row.label}
      </th>
      {row.cells.map((cell, side) => {
        const better = row.better === side;
        return (
          <td key={side} className={classes.value} data-better={better || undefined}>
            <span className={cell.value === null ? classes.missing : classes.number}>
              {cell.text}
            </span>
            {better && (
              <Badge
                className={classes.better}
                color="green"
                variant="light"
                size="sm"
                leftSection={<IconTrophy size={12} aria-hidden="true" />}
              >
                Better
              </Badge>
            )}
          </td>
        );
      })}
    </tr>
  );
}

function Keywords({ keywords }: { keywords: readonly string[] }) {
  if (keywords.length === 0) return <span className={classes.missing}>No keywords</span>;
  return (
    <ul className={classes.keywords}>
      {keywords.map((keyword) => (
        <li key={keyword}>
          <Badge variant="outline" color="gray" size="sm" className={classes.keyword}>
            {keyword}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

/**
 * The channel comparer's results (docs/product.md, channel-comparer): the two channels side by side
 * in one table, a row per figure with the better value marked ('Better', read out with the value),
 * and up to 5 keywords each.
 */
export function ChannelComparerResult({ comparison }: ChannelComparerResultProps) {
  const [first, second] = comparison.channels;
  const headingId = useId();
  return (
    <section className={classes.comparison} aria-labelledby={headingId}>
      <Title order={2} id={headingId} className={classes.heading}>
        {first.title} vs {second.title}
      </Title>
      <table className={classes.table}>
        <caption>
          <VisuallyHidden>
            {first.title} and {second.title} side by side; the better value of each row is marked
            Better.
          </VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <td className={classes.corner} />
            <ChannelHeading channel={first} />
            <ChannelHeading channel={second} />
          </tr>
        </thead>
        <tbody>
          {comparison.rows.map((row) => (
            <MetricRow key={row.metric} row={row} />
          ))}
          <tr>
            <th scope="row" className={classes.metric}>
              Keywords
            </th>
            <td className={classes.value}>
              <Keywords keywords={first.keywords} />
            </td>
            <td className={classes.value}>
              <Keywords keywords={second.keywords} />
            </td>
          </tr>
        </tbody>
      </table>
      <Text className={classes.note}>Higher is better in every row; ties are not marked.</Text>
    </section>
  );
}
