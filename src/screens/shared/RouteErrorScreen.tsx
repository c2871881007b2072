import { Button } from '@mantine/core';
import { IconAlertTriangle, IconCloudOff } from '@tabler/icons-react';
import { Link, useRouteError } from 'react-router-dom';
import { StatusView } from '@/components/shared/StatusView';
import { describeRouteError } from '@/domain/routing/routeErrors';

/** The router's error element: 'Unexpected Application Error!' or a chunk reload prompt. */
export function RouteErrorScreen() {
  const { kind, title, detail } = describeRouteError(useRouteError());
  const reload = () => window.location.reload();

  return (
    <StatusView
      role="alert"
      icon={kind === 'chunk' ? <IconCloudOff size={36} /> : <IconAlertTriangle size={36} />}
      title={title}
      actions={
        <>
          <Button onClick={reload}>Reload page</Button>
          <Button component={Link} to="/" variant="default">
            Back to Home
          </Button>
        </>
      }
    >
      {detail}
    </StatusView>
  );
}
