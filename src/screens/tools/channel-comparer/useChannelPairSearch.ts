import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '@/domain/routing/routeTable';
import {
  readChannelPair,
  type ChannelPairErrors,
  type ChannelPairField,
  type ChannelPairParams,
} from '@/domain/tools/channel-comparer/channelComparisonInput';
import { isBlankParams } from '@/domain/tool-kit/toolParams';

const NO_ERRORS: ChannelPairErrors = { form: null, a: null, b: null };

/** What to say about the route's own parameters (a hand-made deep link), if anything. */
function errorsOf(params: ChannelPairParams): ChannelPairErrors {
  if (isBlankParams(params)) return NO_ERRORS;
  const outcome = readChannelPair(params);
  return outcome.ok ? NO_ERRORS : outcome.errors;
}

/**
 * The comparer's two boxes (the two-parameter `useToolSearch`): two readable channels navigate to
 * the comparison's shareable address, which runs it; otherwise the messages show under the form
 * and the boxes, keeping the text, until the visitor edits the box concerned.
 */
export function useChannelPairSearch(route: ChannelPairParams) {
  const navigate = useNavigate();
  const [errors, setErrors] = useState<ChannelPairErrors>(() => errorsOf(route));

  const submit = (values: { a: string; b: string }) => {
    const outcome = readChannelPair(values);
    if (!outcome.ok) {
      setErrors(outcome.errors);
      return;
    }
    setErrors(NO_ERRORS);
    void navigate(ROUTES['channel-comparer'].to(values));
  };

  const clearError = (field: ChannelPairField) => {
    setErrors((current) =>
      current[field] === null && current.form === null
        ? current
        : { ...current, form: null, [field]: null },
    );
  };

  return { errors, submit, clearError };
}
