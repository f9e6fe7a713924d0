// Its own file: the app's entry needs these and should not carry every validation message.
// What a person reads when a call fails for a reason that is not theirs to fix (requirements §
// "Errors"): the technical detail (status, the server's text, the request id) goes to the console.
import { englishOf, formatMessage, type MessageDescriptor } from './descriptors.ts';

const plainFailures = {
  server: /*i18n*/ { id: 'failure.server', message: 'Something went wrong on our side. Please try again in a moment.' },
  network: /*i18n*/ {
    id: 'failure.network',
    message: 'Could not reach the store. Check your connection and try again.',
  },
  tooLarge: /*i18n*/ { id: 'failure.tooLarge', message: 'That is too large for us to accept.' },
  tooMany: /*i18n*/ {
    id: 'failure.tooMany',
    message: 'Too many attempts in a short time. Wait a minute and try again.',
  },
} as const satisfies Record<string, MessageDescriptor>;

/** Every failure's message, for the ui (translateMessage); a failure with its reference too. */
export const failureMessages = {
  ...plainFailures,
  reference: /*i18n*/ { id: 'failure.reference', message: 'Reference: {requestId}.' },
  withReference: /*i18n*/ { id: 'failure.withReference', message: '{failure} Reference: {requestId}.' },
} as const satisfies Record<string, MessageDescriptor>;

export const failures = {
  ...englishOf(plainFailures),
  /** Appended when the server named its request, so support can find it in the logs. */
  reference: (requestId: string) => formatMessage(failureMessages.reference, { requestId }),
} as const;
