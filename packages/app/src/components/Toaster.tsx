import { ToastProvider } from '@storefront/ui';

/** The toast viewport. Its own chunk: no toast can be raised before the first screen is interactive. */
export default function Toaster() {
  return <ToastProvider />;
}
