import { Button } from '@mantine/core';
import { IconMovieOff } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router-dom';
import { QuickLinks } from '@/components/site/not-found/QuickLinks';
import { StatusView } from '@/components/shared/StatusView';
import { notFoundSuggestions } from '@/config/site';

/** A tab opened straight on this page has nothing to go back to; anything else does. */
function hasPreviousEntry(): boolean {
  return window.history.length > 1;
}

/**
 * Any path the site does not know (docs/product.md, not-found): 'Missing Clip', 'Page Not
 * Found', 'Back to Home', 'Go Back' (home when the tab has nothing to go back to) and tiles to
 * Portfolio, Projects, Blog and Contact.
 */
export function NotFoundScreen() {
  const navigate = useNavigate();
  const goBack = () => {
    if (hasPreviousEntry()) void navigate(-1);
    else void navigate('/');
  };

  return (
    <StatusView
      icon={<IconMovieOff size={36} />}
      eyebrow="Missing Clip"
      title="Page Not Found"
      actions={
        <>
          <Button component={Link} to="/">
            Back to Home
          </Button>
          <Button variant="default" onClick={goBack}>
            Go Back
          </Button>
        </>
      }
      footer={<QuickLinks links={notFoundSuggestions} label="Popular pages" />}
    >
      This clip never made it to the final cut. The page may have moved, or the link has a typo.
    </StatusView>
  );
}
