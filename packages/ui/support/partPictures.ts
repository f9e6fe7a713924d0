// The sample items' pictures for stories and fixtures (small inline SVG, no network); the store's
// own pictures are in src/assets/placeholders.ts.
import { svgUrl } from '../src/assets/placeholders.ts';

/* #__NO_SIDE_EFFECTS__ */
function partPicture(background: string, body: string): string {
  return svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="${background}"/>${body}</svg>`,
  );
}

/** A processor on a dark blue ground. */
export const processorImage = partPicture(
  '#0f1f3d',
  '<g stroke="#94a3b8" stroke-width="6" stroke-linecap="round"><path d="M150 60v30M200 60v30M250 60v30M150 210v30M200 210v30M250 210v30M100 100h30M100 150h30M100 200h30M270 100h30M270 150h30M270 200h30"/></g><rect x="130" y="90" width="140" height="120" rx="14" fill="#1d4ed8"/><rect x="165" y="118" width="70" height="64" rx="8" fill="#22d3ee"/>',
);

/** A graphics card on slate. */
export const graphicsCardImage = partPicture(
  '#1e293b',
  '<rect x="60" y="95" width="280" height="110" rx="12" fill="#334155"/><circle cx="145" cy="150" r="38" fill="#0b1220" stroke="#22d3ee" stroke-width="6"/><circle cx="255" cy="150" r="38" fill="#0b1220" stroke="#22d3ee" stroke-width="6"/><rect x="80" y="205" width="150" height="14" fill="#eab308"/>',
);

/** A motherboard on green-grey. */
export const motherboardImage = partPicture(
  '#0f2e2a',
  '<rect x="90" y="50" width="220" height="200" rx="10" fill="#115e59"/><rect x="125" y="85" width="70" height="70" rx="6" fill="#94a3b8"/><rect x="220" y="80" width="14" height="120" fill="#1e293b"/><rect x="245" y="80" width="14" height="120" fill="#1e293b"/><rect x="125" y="185" width="120" height="14" fill="#0b1220"/><rect x="125" y="212" width="120" height="14" fill="#0b1220"/>',
);

/** A memory module. */
export const memoryImage = partPicture(
  '#1e1b4b',
  '<rect x="50" y="115" width="300" height="70" rx="6" fill="#4338ca"/><g fill="#0b1220"><rect x="75" y="130" width="40" height="40"/><rect x="135" y="130" width="40" height="40"/><rect x="195" y="130" width="40" height="40"/><rect x="255" y="130" width="40" height="40"/></g><path d="M60 185h280" stroke="#eab308" stroke-width="10" stroke-dasharray="6 4"/>',
);
