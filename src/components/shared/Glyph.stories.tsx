import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Glyph, glyphNames } from './Glyph';

const meta = {
  title: 'Shared UI/Glyph',
  component: Glyph,
  parameters: { layout: 'padded' },
  args: { name: 'home', size: 32 },
} satisfies Meta<typeof Glyph>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {};

export const AllGlyphs: Story = {
  render: (args) => (
    <SimpleGrid cols={7} spacing="lg">
      {glyphNames.map((name) => (
        <Stack key={name} align="center" gap={4}>
          <Glyph {...args} name={name} />
          <Text size="xs">{name}</Text>
        </Stack>
      ))}
    </SimpleGrid>
  ),
};
