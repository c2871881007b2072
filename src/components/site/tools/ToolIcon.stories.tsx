import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TOOLS } from '@/domain/tool-kit/catalogue';
import { ToolIcon, toolIconNames } from './ToolIcon';

const meta = {
  title: 'Site/tools/ToolIcon',
  component: ToolIcon,
  parameters: { layout: 'padded' },
  args: { name: 'chart-bar', size: 32 },
} satisfies Meta<typeof ToolIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every catalogue tool's icon, under the tool's name. */
export const AllToolIcons: Story = {
  render: (args) => (
    <SimpleGrid cols={5} spacing="lg">
      {TOOLS.map((tool) => (
        <Stack key={tool.id} align="center" gap={4} data-testid="tool-icon">
          <ToolIcon {...args} name={tool.icon} />
          <Text size="xs" ta="center">
            {tool.name}
            <br />
            {tool.icon}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  ),
  play: async ({ canvasElement }) => {
    const cells = within(canvasElement).getAllByTestId('tool-icon');
    await expect(cells).toHaveLength(TOOLS.length);
    for (const cell of cells) {
      await expect(cell.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    }
    await expect(new Set(toolIconNames)).toEqual(new Set(TOOLS.map((tool) => tool.icon)));
  },
};
