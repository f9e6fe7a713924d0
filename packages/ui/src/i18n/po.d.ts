// A catalog imported as a module: @lingui/vite-plugin compiles the PO file into its messages.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
