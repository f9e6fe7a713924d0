// What a thrown value says, for a person or a log line: an Error's message, else the value as text
// (a library may throw a string or an object).
export function errorMessage(cause: unknown): string {
  return cause instanceof Error ? cause.message : String(cause);
}
