import type { ReactNode } from 'react';

/**
 * A message's value kept as a text node of its own inside <Trans> (Lingui renders an element value
 * as itself), as it was in the JSX the message replaced: Chromium shapes each text node apart, and
 * an English line joined into one node moved a glyph by a pixel (Cart/CartLine's visual baselines).
 */
export const apart = (value: ReactNode) => <>{value}</>;
