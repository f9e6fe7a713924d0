// Small inline SVG pictures (data URLs): stories, fixtures and fallbacks never touch the network.
// The builders are marked pure, so a page's bundle keeps only the pictures it uses (the part
// pictures are for stories and fixtures; the home page shows only the hero's).

/* #__NO_SIDE_EFFECTS__ */
function svgUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

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

/**
 * The hero's manufacturing scene: a pick-and-place head setting a chip into a motherboard on the
 * assembly line (the company's own work, drawn by the project).
 */
export const manufacturingImage = svgUrl(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 420"><defs><radialGradient id="l" cx=".5" cy=".35" r=".75"><stop offset="0" stop-color="#1e3a8a"/><stop offset="1" stop-color="#0b1220"/></radialGradient><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0f766e"/><stop offset="1" stop-color="#064e3b"/></linearGradient><linearGradient id="m" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e2e8f0"/><stop offset="1" stop-color="#94a3b8"/></linearGradient><radialGradient id="g" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#22d3ee" stop-opacity=".55"/><stop offset="1" stop-color="#22d3ee" stop-opacity="0"/></radialGradient></defs><rect width="600" height="420" rx="24" fill="url(#l)"/><g stroke="#1e3a8a" stroke-opacity=".55"><path d="M0 70h600M0 140h600M0 210h600M0 280h600M0 350h600M75 0v420M150 0v420M225 0v420M300 0v420M375 0v420M450 0v420M525 0v420"/></g><rect x="40" y="52" width="520" height="22" rx="6" fill="#334155"/><rect x="40" y="52" width="520" height="6" rx="3" fill="#475569"/><g fill="#0b1220"><circle cx="70" cy="63" r="4"/><circle cx="530" cy="63" r="4"/></g><rect x="262" y="60" width="76" height="40" rx="8" fill="url(#m)"/><rect x="290" y="100" width="20" height="54" fill="#cbd5e1"/><rect x="284" y="150" width="32" height="10" rx="3" fill="#64748b"/><ellipse cx="300" cy="192" rx="70" ry="40" fill="url(#g)"/><rect x="278" y="160" width="44" height="30" rx="4" fill="#0b1220" stroke="#22d3ee" stroke-width="2"/><rect x="287" y="167" width="26" height="16" rx="2" fill="#1d4ed8"/><rect x="70" y="338" width="460" height="26" rx="13" fill="#1e293b"/><g fill="#0b1220" stroke="#475569" stroke-width="2"><circle cx="100" cy="351" r="9"/><circle cx="175" cy="351" r="9"/><circle cx="250" cy="351" r="9"/><circle cx="325" cy="351" r="9"/><circle cx="400" cy="351" r="9"/><circle cx="475" cy="351" r="9"/></g><rect x="102" y="214" width="404" height="126" rx="10" fill="#020617" opacity=".45"/><rect x="96" y="204" width="404" height="126" rx="10" fill="url(#b)" stroke="#14b8a6" stroke-width="2"/><g fill="none" stroke="#5eead4" stroke-opacity=".55" stroke-width="2"><path d="M120 226h60l14 14h46M120 316h80l16-16h40M330 226h30l12 12h40M340 316h24l16-16h80M180 260v40M420 250v50"/></g><g fill="#94a3b8"><rect x="262" y="222" width="76" height="76" rx="4" fill="#0f172a" stroke="#94a3b8" stroke-width="3"/></g><g stroke="#eab308" stroke-width="3"><path d="M258 232h-8M258 246h-8M258 260h-8M258 274h-8M258 288h-8M342 232h8M342 246h8M342 260h8M342 274h8M342 288h8"/></g><rect x="278" y="238" width="44" height="44" rx="3" fill="#1e293b" stroke="#22d3ee" stroke-opacity=".6" stroke-dasharray="4 3"/><g fill="#1e293b" stroke="#0f172a"><rect x="372" y="218" width="10" height="100" rx="2"/><rect x="388" y="218" width="10" height="100" rx="2"/><rect x="404" y="218" width="10" height="100" rx="2"/><rect x="420" y="218" width="10" height="100" rx="2"/></g><g fill="#eab308"><rect x="372" y="218" width="10" height="4"/><rect x="388" y="218" width="10" height="4"/><rect x="404" y="218" width="10" height="4"/><rect x="420" y="218" width="10" height="4"/></g><g fill="#334155" stroke="#94a3b8" stroke-width="2"><circle cx="140" cy="272" r="11"/><circle cx="168" cy="284" r="8"/><circle cx="214" cy="270" r="9"/></g><rect x="448" y="222" width="40" height="30" rx="3" fill="#475569"/><rect x="448" y="292" width="40" height="24" rx="3" fill="#1d4ed8"/><g fill="#22d3ee"><circle cx="122" cy="222" r="3"/><circle cx="484" cy="322" r="3"/></g><circle cx="475" cy="237" r="3" fill="#84cc16"/></svg>',
);

/** The 404 page's picture: an unplugged cable. */
export const notFoundImage = svgUrl(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 240"><rect width="400" height="240" rx="20" fill="#e2e8f0"/><path d="M20 150h110" stroke="#0f172a" stroke-width="14" stroke-linecap="round"/><rect x="128" y="128" width="50" height="44" rx="6" fill="#1d4ed8"/><path d="M178 140h18M178 160h18" stroke="#475569" stroke-width="6"/><rect x="222" y="118" width="60" height="64" rx="8" fill="#334155"/><path d="M282 150h100" stroke="#0f172a" stroke-width="14" stroke-linecap="round"/><path d="M205 90l-10 20M215 95l5 18M195 104l-18 4" stroke="#b91c1c" stroke-width="5" stroke-linecap="round"/></svg>',
);
