/**
 * Text kept in one of the browser's storage areas. Storage throws where it is disabled and when
 * it is full: then nothing is remembered and reads find nothing, which every caller can live with.
 */
export function textStore(area: () => Storage) {
  return {
    read: (key: string): string | null => {
      try {
        return area().getItem(key);
      } catch {
        return null;
      }
    },
    write: (key: string, text: string): void => {
      try {
        area().setItem(key, text);
      } catch {
        // Not remembered beyond this page.
      }
    },
    remove: (key: string): void => {
      try {
        area().removeItem(key);
      } catch {
        // Nothing was remembered either.
      }
    },
  };
}
