import { Button, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import classes from './CallToAction.module.css';

/** The closing invitation: 'Ready to work together?' with a link to the contact page. */
export function CallToAction() {
  const headingId = useId();
  return (
    <section className={classes.banner} aria-labelledby={headingId}>
      <Title order={2} id={headingId} className={classes.title}>
        Ready to work together?
      </Title>
      <Button
        component={Link}
        to="/contact"
        size="md"
        className={classes.button}
        leftSection={<IconSend size={18} stroke={1.75} aria-hidden="true" />}
      >
        Get in Touch
      </Button>
    </section>
  );
}
