import { useEffect, useEffectEvent } from 'react';
import { paramsKey, type ToolParams, type ToolParamValue } from '@/domain/tool-kit/toolParams';
import type { ToolRunLogic } from '@/machines/tool-kit/toolRunMachine';
import { useMachine } from '@/screens/shared/useMachine';

/**
 * Runs a tool's machine on the route's parameters: one (`useParams().videoId`), or several as a
 * tuple or named values (`[searchQuery, type]`, `{ a, b }` from the query string). A deep link
 * starts at once, new parameters (the visitor submitted, toggled) start again, the same ones
 * again change nothing, and leaving the route stops the machine, which aborts the run in flight.
 */
export function useToolRun<TInput, TResult, TParams extends ToolParams = ToolParamValue>(
  logic: ToolRunLogic<TInput, TResult, TParams>,
  params: TParams,
) {
  const [snapshot, send] = useMachine(logic, { input: { params } });
  // A fresh tuple or object each render is the same request while its values are the same.
  const key = paramsKey(params);
  const sendParams = useEffectEvent(() => {
    send({ type: 'tool.params', params });
  });
  useEffect(() => {
    sendParams();
  }, [key]);
  return [snapshot, send] as const;
}
