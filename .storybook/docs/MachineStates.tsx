import { anchorBlockIdFromId, useOf } from '@storybook/addon-docs/blocks';
import { storyNameFromExport, toId } from 'storybook/internal/csf';
import {
  elsewhere,
  leafStatePaths,
  machineOf,
  storyList,
  type MachineStatesParameter,
} from './machineStates';

/**
 * Docs block: on a screen's page, each state of its machine and the story that shows it (from
 * `parameters.machineStates`); nothing on a page whose meta has no machine.
 */
export function MachineStates() {
  const { csfFile, preparedMeta } = useOf('meta', ['meta']);
  const machine = machineOf({
    args: csfFile.meta.args,
    parameters: preparedMeta.parameters,
  });
  if (!machine) return null;
  const shown = (preparedMeta.parameters.machineStates ?? {}) as MachineStatesParameter;
  const { title } = csfFile.meta;

  const link = (reference: string) => {
    const other = elsewhere(reference);
    return other ? (
      <a href={`?path=/story/${toId(other.title, storyNameFromExport(other.story))}`} target="_top">
        {other.story} ({other.title})
      </a>
    ) : (
      <a href={`#${anchorBlockIdFromId(toId(title, storyNameFromExport(reference)))}`}>
        {reference}
      </a>
    );
  };

  return (
    <section>
      <h2 id="machine-states">Machine states</h2>
      <p>
        The screen runs <code>{machine.id}</code>. Each of its states, and the story that shows it:
      </p>
      <table>
        <thead>
          <tr>
            <th>State</th>
            <th>Shown by</th>
          </tr>
        </thead>
        <tbody>
          {leafStatePaths(machine).map((path) => {
            const stories = shown[path] ? storyList(shown[path]) : [];
            return (
              <tr key={path}>
                <td>
                  <code>{path}</code>
                </td>
                <td>
                  {stories.length === 0
                    ? 'no story yet'
                    : stories.map((reference, index) => (
                        <span key={reference}>
                          {index > 0 && ', '}
                          {link(reference)}
                        </span>
                      ))}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
