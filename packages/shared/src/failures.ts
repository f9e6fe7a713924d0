// Its own file: the app's entry needs these and should not carry every validation message.
// What a person reads when a call fails for a reason that is not theirs to fix (requirements §
// "Errors"): the technical detail (status, the server's text, the request id) goes to the console.
export const failures = {
  server: 'Something went wrong on our side. Please try again in a moment.',
  network: 'Could not reach the store. Check your connection and try again.',
  tooLarge: 'That is too large for us to accept.',
  tooMany: 'Too many attempts in a short time. Wait a minute and try again.',
  /** Appended when the server named its request, so support can find it in the logs. */
  reference: (requestId: string) => `Reference: ${requestId}.`,
} as const;
