// The scheduler's log and error output, kept for a test to read (src/lib/jobs/scheduler.ts).
export function schedulerOutput() {
  const logs: string[] = [];
  const errors: string[] = [];
  return {
    logs,
    errors,
    log: (message: string) => void logs.push(message),
    error: (message: string, error: unknown) => void errors.push(`${message} ${String(error)}`),
  };
}
