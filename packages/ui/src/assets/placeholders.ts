// Small inline SVG pictures (data URLs): stories, fixtures and fallbacks never touch the network.

function svgUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

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

/** The hero's manufacturing scene: a robot arm over an assembly line. */
export const manufacturingImage = svgUrl(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 420"><rect width="600" height="420" rx="24" fill="#111c33"/><g stroke="#1e3a8a" stroke-width="1"><path d="M0 60h600M0 120h600M0 180h600M0 240h600M0 300h600M0 360h600M60 0v420M120 0v420M180 0v420M240 0v420M300 0v420M360 0v420M420 0v420M480 0v420M540 0v420"/></g><rect x="40" y="320" width="520" height="34" rx="17" fill="#334155"/><g fill="#0b1220"><circle cx="80" cy="337" r="11"/><circle cx="200" cy="337" r="11"/><circle cx="320" cy="337" r="11"/><circle cx="440" cy="337" r="11"/><circle cx="520" cy="337" r="11"/></g><rect x="110" y="270" width="90" height="50" rx="6" fill="#1d4ed8"/><rect x="360" y="270" width="90" height="50" rx="6" fill="#1d4ed8"/><rect x="375" y="283" width="60" height="24" rx="3" fill="#22d3ee"/><rect x="250" y="300" width="60" height="20" fill="#475569"/><path d="M280 300V200l90-70" stroke="#cbd5e1" stroke-width="22" stroke-linecap="round" fill="none"/><circle cx="280" cy="200" r="20" fill="#22d3ee"/><circle cx="370" cy="130" r="16" fill="#22d3ee"/><path d="M370 130l40 60M370 130l-4 70" stroke="#cbd5e1" stroke-width="10" stroke-linecap="round"/><rect x="390" y="190" width="40" height="14" rx="3" fill="#eab308"/></svg>',
);

/** The 404 page's picture: an unplugged cable. */
export const notFoundImage = svgUrl(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 240"><rect width="400" height="240" rx="20" fill="#e2e8f0"/><path d="M20 150h110" stroke="#0f172a" stroke-width="14" stroke-linecap="round"/><rect x="128" y="128" width="50" height="44" rx="6" fill="#1d4ed8"/><path d="M178 140h18M178 160h18" stroke="#475569" stroke-width="6"/><rect x="222" y="118" width="60" height="64" rx="8" fill="#334155"/><path d="M282 150h100" stroke="#0f172a" stroke-width="14" stroke-linecap="round"/><path d="M205 90l-10 20M215 95l5 18M195 104l-18 4" stroke="#b91c1c" stroke-width="5" stroke-linecap="round"/></svg>',
);
