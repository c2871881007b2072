import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { InputResult } from '@/domain/tool-kit/inputResult';

/**
 * A tool's search box (docs/product.md, tool-kit): a readable input navigates to the
 * tool's route with the parameter, which starts the run; anything else shows the documented
 * message under the box until the visitor edits the text. `pathFor` may add the screen's other
 * parameters (the outlier finder's type) to the path.
 */
export function useToolSearch<T = string>(
  read: (text: string) => InputResult<T>,
  pathFor: (value: T) => string,
) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  const submit = (text: string) => {
    const outcome = read(text);
    if (!outcome.ok) {
      setError(outcome.error);
      return;
    }
    setError(null);
    void navigate(pathFor(outcome.value));
  };

  return { error, submit, clearError: () => setError(null) };
}
