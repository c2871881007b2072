import { Stack, Table, Text, Title } from '@mantine/core';
import { remOf, scales, siteTheme } from './tokens';
import { FoundationsFrame } from './FoundationsFrame';
import classes from './foundations.module.css';

const sample = 'Cut, colour, sound: every frame earns its place';

/** The site's type: its font, heading sizes and text sizes, drawn as they are in the theme. */
export function Typography() {
  return (
    <FoundationsFrame>
      <Stack gap="xl">
        <Text size="sm">
          Font: <span className={classes.code}>{siteTheme.fontFamily}</span>. Headings weigh{' '}
          {siteTheme.headings.fontWeight}. Monospace:{' '}
          <span className={classes.code}>{siteTheme.fontFamilyMonospace}</span>.
        </Text>
        <section>
          <Title order={3} mb="xs">
            Headings
          </Title>
          <Table>
            <Table.Tbody>
              {scales.headings.map(({ name, fontSize, lineHeight }) => (
                <Table.Tr key={name}>
                  <Table.Td className={classes.code}>
                    {name} · {remOf(fontSize)} · line {lineHeight}
                  </Table.Td>
                  <Table.Td>
                    <Title order={Number(name.slice(1)) as 1 | 2 | 3 | 4 | 5 | 6}>{sample}</Title>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </section>
        <section>
          <Title order={3} mb="xs">
            Text sizes
          </Title>
          <Table>
            <Table.Tbody>
              {scales.fontSizes.map(({ name, value }, index) => (
                <Table.Tr key={name}>
                  <Table.Td className={classes.code}>
                    {name} · {remOf(value)} · line {scales.lineHeights[index]?.value}
                  </Table.Td>
                  <Table.Td>
                    <Text size={name}>{sample}</Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </section>
      </Stack>
    </FoundationsFrame>
  );
}
