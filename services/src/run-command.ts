/**
 * The one way a command-line entry point (migrate, provider:invite, auth:reset-two-factor) ends: exit 0 when `main`
 * resolves; otherwise the error's message alone on stderr (a sentence for the person at the terminal, not a stack)
 * and exit 1. The explicit exit also ends a command whose connections would keep the process alive.
 */
export function runCommand(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
