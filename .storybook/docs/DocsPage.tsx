import {
  Controls,
  Description,
  Primary,
  Stories,
  Subtitle,
  Title,
} from '@storybook/addon-docs/blocks';
import { MachineStates } from './MachineStates.tsx';

/**
 * Every component's and screen's Docs page: what it is for (its JSDoc), its first story, its
 * props with their descriptions, for a screen the states of its machine with the story that
 * shows each, then every story.
 */
export function DocsPage() {
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <Primary />
      <Controls />
      <MachineStates />
      <Stories title="Every state" />
    </>
  );
}
