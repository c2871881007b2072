import { useNavigate } from 'react-router-dom';
import type { InputResult } from '@/domain/tool-kit/inputResult';
import { paramsKey, type ToolParamValue } from '@/domain/tool-kit/toolParams';
import { useStateFollowingRoute } from './useStateFollowingRoute';

interface Box {
  text: string;
  error: string | null;
}

/**
 * A tool's search box (docs/product.md, tool-kit): a readable input navigates to the
 * tool's route with the parameter, which starts the run; anything else shows the documented
 * message under the box until the visitor edits the text. `pathFor` may add the screen's other
 * parameters (the outlier finder's type) to the path.
 *
 * The box follows the address: after Back or Forward (or any other change of `route`, the
 * parameter the box searches for) it shows the route's parameter, unless its text already reads
 * as that parameter (the link the visitor pasted for the id in the address stays as typed).
 */
export function useToolSearch(
  read: (text: string) => InputResult<string>,
  pathFor: (value: string) => string,
  route: ToolParamValue,
) {
  const navigate = useNavigate();
  const [box, setBox] = useStateFollowingRoute<Box>(
    paramsKey(route),
    () => ({ text: route ?? '', error: null }),
    ({ text }) => {
      const outcome = read(text);
      return outcome.ok ? paramsKey(outcome.value) : null;
    },
  );

  const submit = (text: string) => {
    const outcome = read(text);
    if (!outcome.ok) {
      setBox(() => ({ text, error: outcome.error }));
      return;
    }
    setBox(() => ({ text, error: null }));
    void navigate(pathFor(outcome.value));
  };

  return {
    text: box.text,
    error: box.error,
    submit,
    /** The visitor edited the text: it is theirs, and the message about the old text goes. */
    edit: (text: string) => setBox(() => ({ text, error: null })),
    clearError: () => setBox((current) => ({ ...current, error: null })),
  };
}
