import type { ToolParams } from '@/domain/tool-kit/toolParams';
import type { ToolRunLogic } from '@/machines/tool-kit/toolRunMachine';
import { useMachine } from '@/screens/shared/useMachine';

/**
 * Runs a form-driven tool's machine (no route parameter: the channel consultant, the subscribe
 * link generator): `submit` runs the form's values (or shows the documented message for bad ones),
 * `retry` and `reset` do what they say; leaving the screen aborts the run in flight.
 *
 * `fieldError` is the message for bad input, for the form to show under its field (pass
 * `invalidAtField` to the `ToolRunPanel` then); `clearError` hides it when the visitor edits.
 */
export function useToolForm<TInput, TResult, TParams extends ToolParams>(
  logic: ToolRunLogic<TInput, TResult, TParams>,
) {
  const [snapshot, send] = useMachine(logic, { input: {} });
  const invalid = snapshot.hasTag('invalid');
  return {
    snapshot,
    send,
    submit: (params: TParams) => {
      send({ type: 'tool.submit', params });
    },
    retry: () => {
      send({ type: 'tool.retry' });
    },
    reset: () => {
      send({ type: 'tool.reset' });
    },
    fieldError: invalid ? snapshot.context.error : null,
    clearError: () => {
      if (invalid) send({ type: 'tool.reset' });
    },
  };
}
