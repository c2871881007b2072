/**
 * The placeholder implementation of an actor a machine declares but the app provides
 * (`machine.provide({ actors })`). It fails loudly, so a forgotten `provide` ends in the
 * machine's error state with a message naming what is missing, never in a silent hang.
 */
export function notProvided(machine: string, actor: string) {
  return (): Promise<never> =>
    Promise.reject(
      new Error(`${machine}: the '${actor}' actor was not provided (machine.provide({ actors }))`),
    );
}
