import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import type { ToolRunLogic } from '@/machines/toolRunMachine';

/**
 * Runs a tool's machine on the route parameter: a deep link starts at once, a new parameter
 * (the visitor submitted) starts again, and leaving the route stops the machine, which aborts
 * the run in flight.
 */
export function useToolRun<TInput, TResult>(
  logic: ToolRunLogic<TInput, TResult>,
  param: string | undefined,
) {
  const [snapshot, send] = useMachine(logic, { input: { param } });
  useEffect(() => {
    send({ type: 'tool.param', param });
  }, [send, param]);
  return [snapshot, send] as const;
}
