import { Anchor, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageSection } from '@/components/shared/PageSection';
import classes from './ToolPage.module.css';

export interface ToolPageProps {
  /** The tool's name, the page's heading, e.g. 'QR Code Generator'. */
  title: string;
  /** A sentence or two under the title on what the tool does. */
  description: string;
  /** The tool's input (usually a ToolSearchForm). */
  controls?: ReactNode;
  /** The run's status and results. */
  children?: ReactNode;
}

/** The frame every tool shares: back link to the index, title, description, input, output. */
export function ToolPage({ title, description, controls, children }: ToolPageProps) {
  return (
    <PageSection>
      <Anchor component={Link} to="/tools" className={classes.back}>
        <IconArrowLeft size={16} aria-hidden="true" />
        All tools
      </Anchor>
      <header className={classes.header}>
        <Title order={1}>{title}</Title>
        <Text className={classes.description}>{description}</Text>
      </header>
      {controls && <div className={classes.controls}>{controls}</div>}
      {children}
    </PageSection>
  );
}
