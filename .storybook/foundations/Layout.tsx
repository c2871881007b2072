import { Group, Stack, Table, Text, Title } from '@mantine/core';
import { breakpointTokens, remOf, scales, siteTheme } from './tokens';
import { FoundationsFrame } from './FoundationsFrame';
import classes from './foundations.module.css';

/** Spacing, corner radii and breakpoints, read from the theme and `src/theme/breakpoints.ts`. */
export function Layout() {
  return (
    <FoundationsFrame>
      <Stack gap="xl">
        <section>
          <Title order={3} mb="xs">
            Spacing
          </Title>
          <Text size="sm" mb="xs">
            Gaps and padding use these names (<span className={classes.code}>gap="md"</span>,{' '}
            <span className={classes.code}>var(--mantine-spacing-md)</span>).
          </Text>
          <Table>
            <Table.Tbody>
              {scales.spacing.map(({ name, value }) => (
                <Table.Tr key={name}>
                  <Table.Td className={classes.code}>
                    {name} · {remOf(value)}
                  </Table.Td>
                  <Table.Td w="70%">
                    <div className={classes.bar} style={{ width: value }} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </section>
        <section>
          <Title order={3} mb="xs">
            Corner radii
          </Title>
          <Text size="sm" mb="xs">
            The default is <span className={classes.code}>{siteTheme.defaultRadius}</span>.
          </Text>
          <Group gap="lg">
            {scales.radius.map(({ name, value }) => (
              <Stack key={name} gap={4} align="center">
                <div className={classes.box} style={{ borderRadius: value }} />
                <Text size="xs" className={classes.code}>
                  {name} · {remOf(value)}
                </Text>
              </Stack>
            ))}
          </Group>
        </section>
        <section>
          <Title order={3} mb="xs">
            Breakpoints
          </Title>
          <Text size="sm" mb="xs">
            A rule applies at the width given or narrower (
            <span className={classes.code}>@media (max-width: $bp-md)</span> in CSS modules).
          </Text>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Width</Table.Th>
                <Table.Th>In CSS modules</Table.Th>
                <Table.Th>Mantine name</Table.Th>
                <Table.Th>Stylesheets using it</Table.Th>
                <Table.Th>What the product says</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {breakpointTokens.map((bp) => (
                <Table.Tr key={bp.name}>
                  <Table.Td>{bp.px} px</Table.Td>
                  <Table.Td className={classes.code}>{bp.css}</Table.Td>
                  <Table.Td className={classes.code}>{bp.mantine ?? '—'}</Table.Td>
                  <Table.Td>{bp.stylesheets}</Table.Td>
                  <Table.Td>{bp.meaning ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </section>
      </Stack>
    </FoundationsFrame>
  );
}
