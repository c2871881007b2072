import { useNavigate } from 'react-router-dom';
import type { ChannelComparisonValues } from '@/components/tools/channel-comparer/ChannelComparerForm';
import { ROUTES } from '@/domain/routing/routeTable';
import {
  readChannelPair,
  type ChannelPairErrors,
  type ChannelPairField,
  type ChannelPairParams,
} from '@/domain/tools/channel-comparer/channelComparisonInput';
import { isBlankParams, paramsKey } from '@/domain/tool-kit/toolParams';
import { useStateFollowingRoute } from '@/screens/tool-kit';

const NO_ERRORS: ChannelPairErrors = { form: null, a: null, b: null };

/** What to say about the route's own parameters (a hand-made deep link), if anything. */
function errorsOf(params: ChannelPairParams): ChannelPairErrors {
  if (isBlankParams(params)) return NO_ERRORS;
  const outcome = readChannelPair(params);
  return outcome.ok ? NO_ERRORS : outcome.errors;
}

interface PairForm {
  values: ChannelComparisonValues;
  errors: ChannelPairErrors;
}

/**
 * The comparer's two boxes (the two-parameter `useToolSearch`): two readable channels navigate to
 * the comparison's shareable address, which runs it; otherwise the messages show under the form
 * and the boxes, keeping the text, until the visitor edits the box concerned. The boxes follow the
 * address (Back, Forward), keeping the visitor's own words for the pair it shows.
 */
export function useChannelPairSearch(route: ChannelPairParams) {
  const navigate = useNavigate();
  const [form, setForm] = useStateFollowingRoute<PairForm>(
    paramsKey(route),
    () => ({ values: { a: route.a ?? '', b: route.b ?? '' }, errors: errorsOf(route) }),
    ({ values: { a, b } }) => (readChannelPair({ a, b }).ok ? paramsKey({ a, b }) : null),
  );

  const submit = (values: ChannelComparisonValues) => {
    const outcome = readChannelPair(values);
    if (!outcome.ok) {
      setForm(() => ({ values, errors: outcome.errors }));
      return;
    }
    setForm(() => ({ values, errors: NO_ERRORS }));
    void navigate(ROUTES['channel-comparer'].to(values));
  };

  const edit = (field: ChannelPairField, values: ChannelComparisonValues) => {
    setForm(({ errors }) => ({
      values,
      errors:
        errors[field] === null && errors.form === null
          ? errors
          : { ...errors, form: null, [field]: null },
    }));
  };

  return { values: form.values, errors: form.errors, submit, edit };
}
