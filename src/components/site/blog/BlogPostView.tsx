import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconArticleOff } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { BlogPostArticle, type BlogPostArticleProps } from './BlogPostArticle';
import { StatusView } from '@/components/shared/StatusView';
import classes from './BlogPostView.module.css';

export type BlogPostViewProps =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'loaded'; post: BlogPostArticleProps };

/** The blog post page: 'Loading post...', the post, or the error with a way back to the blog. */
export function BlogPostView(props: BlogPostViewProps) {
  switch (props.status) {
    case 'loading':
      return (
        <Center role="status" className={classes.loading}>
          <Stack align="center" gap="sm">
            <Loader aria-hidden="true" />
            <Text className={classes.loadingText}>Loading post...</Text>
          </Stack>
        </Center>
      );
    case 'error':
      return (
        <StatusView
          role="alert"
          icon={<IconArticleOff size={36} />}
          title={props.message}
          actions={
            <Button
              component={Link}
              to="/blog"
              leftSection={<IconArrowLeft size={18} stroke={1.75} aria-hidden="true" />}
            >
              Back to Blog
            </Button>
          }
        />
      );
    case 'loaded':
      return <BlogPostArticle {...props.post} />;
  }
}
