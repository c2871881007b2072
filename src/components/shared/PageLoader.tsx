import { Center, Loader } from '@mantine/core';

export interface PageLoaderProps {
  /** What is loading, for screen readers. */
  label?: string;
}

/** A centred spinner for a page whose code or data is on its way. */
export function PageLoader({ label = 'Loading page' }: PageLoaderProps) {
  return (
    <Center mih="60vh" role="status" aria-label={label}>
      <Loader />
    </Center>
  );
}
