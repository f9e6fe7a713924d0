// Item pictures the project draws itself: one SVG per part kind (background and part silhouette,
// no text), rasterized by sharp at seed time. Nothing is downloaded.
export type PartKind =
  | 'cpu'
  | 'gpu'
  | 'motherboard'
  | 'ram'
  | 'ssd'
  | 'psu'
  | 'case'
  | 'cooler'
  | 'monitor'
  | 'keyboard'
  | 'mouse'
  | 'router';

export const WIDTH = 800;
export const HEIGHT = 600;

const palette: Record<PartKind, [string, string]> = {
  cpu: ['#0f172a', '#1d4ed8'],
  gpu: ['#111827', '#15803d'],
  motherboard: ['#052e16', '#0f766e'],
  ram: ['#1e1b4b', '#7c3aed'],
  ssd: ['#172554', '#0891b2'],
  psu: ['#1c1917', '#b45309'],
  case: ['#18181b', '#4f46e5'],
  cooler: ['#0c4a6e', '#06b6d4'],
  monitor: ['#1e293b', '#db2777'],
  keyboard: ['#27272a', '#ea580c'],
  mouse: ['#312e81', '#c026d3'],
  router: ['#022c22', '#65a30d'],
};

const metal = '#cbd5e1';
const dark = '#0b1220';

function repeat(count: number, draw: (i: number) => string): string {
  return Array.from({ length: count }, (_, i) => draw(i)).join('');
}

const fan = (cx: number, cy: number, r: number) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${dark}" stroke="${metal}" stroke-width="4"/>` +
  repeat(
    7,
    (i) =>
      `<path d="M${cx} ${cy} q ${r * 0.5} ${-r * 0.25} ${r * 0.85} ${r * 0.1}" stroke="${metal}" stroke-width="${r * 0.14}" stroke-linecap="round" fill="none" transform="rotate(${(360 / 7) * i} ${cx} ${cy})"/>`,
  ) +
  `<circle cx="${cx}" cy="${cy}" r="${r * 0.22}" fill="${metal}"/>`;

const shapes: Record<PartKind, string> = {
  cpu:
    `<rect x="290" y="150" width="220" height="220" rx="14" fill="#94a3b8"/>` +
    repeat(
      9,
      (i) =>
        `<rect x="${306 + i * 22}" y="128" width="8" height="22" fill="#fbbf24"/><rect x="${306 + i * 22}" y="370" width="8" height="22" fill="#fbbf24"/>`,
    ) +
    repeat(
      9,
      (i) =>
        `<rect x="268" y="${166 + i * 22}" width="22" height="8" fill="#fbbf24"/><rect x="510" y="${166 + i * 22}" width="22" height="8" fill="#fbbf24"/>`,
    ) +
    `<rect x="330" y="190" width="140" height="140" rx="8" fill="#e2e8f0" stroke="#64748b" stroke-width="3"/>`,
  gpu:
    `<rect x="150" y="170" width="500" height="190" rx="18" fill="#1f2937" stroke="${metal}" stroke-width="4"/>` +
    fan(265, 265, 70) +
    fan(450, 265, 70) +
    `<rect x="560" y="195" width="60" height="140" rx="6" fill="#374151"/>` +
    `<rect x="190" y="360" width="300" height="20" fill="#fbbf24"/>` +
    `<rect x="650" y="160" width="16" height="220" fill="${metal}"/>`,
  motherboard:
    `<rect x="200" y="100" width="400" height="330" rx="10" fill="#14532d" stroke="#86efac" stroke-width="3"/>` +
    `<rect x="260" y="150" width="110" height="110" fill="#94a3b8"/>` +
    repeat(4, (i) => `<rect x="${410 + i * 28}" y="140" width="14" height="150" fill="${dark}"/>`) +
    repeat(3, (i) => `<rect x="240" y="${300 + i * 36}" width="260" height="14" fill="${dark}"/>`) +
    `<rect x="530" y="320" width="50" height="80" fill="#64748b"/>` +
    repeat(6, (i) => `<circle cx="${540 + (i % 2) * 30}" cy="${150 + i * 25}" r="9" fill="#cbd5e1"/>`),
  ram:
    `<rect x="130" y="200" width="540" height="150" rx="8" fill="#166534"/>` +
    repeat(8, (i) => `<rect x="${155 + i * 63}" y="225" width="48" height="80" rx="4" fill="${dark}"/>`) +
    repeat(40, (i) => `<rect x="${140 + i * 13}" y="350" width="8" height="22" fill="#fbbf24"/>`) +
    `<rect x="395" y="350" width="14" height="22" fill="#166534"/>`,
  ssd:
    `<rect x="220" y="140" width="360" height="250" rx="16" fill="#334155" stroke="${metal}" stroke-width="4"/>` +
    `<rect x="260" y="185" width="280" height="110" rx="8" fill="#f8fafc"/>` +
    `<rect x="285" y="215" width="160" height="16" rx="4" fill="#0891b2"/><rect x="285" y="245" width="110" height="12" rx="4" fill="#94a3b8"/>` +
    repeat(4, (i) => `<circle cx="${i % 2 ? 550 : 250}" cy="${i < 2 ? 170 : 360}" r="8" fill="${metal}"/>`),
  psu:
    `<rect x="200" y="130" width="400" height="280" rx="12" fill="#292524" stroke="${metal}" stroke-width="4"/>` +
    fan(400, 270, 105) +
    `<rect x="230" y="150" width="40" height="24" rx="4" fill="#b45309"/>`,
  case:
    `<rect x="270" y="70" width="260" height="400" rx="16" fill="#27272a" stroke="${metal}" stroke-width="4"/>` +
    `<rect x="295" y="100" width="150" height="340" rx="8" fill="#312e81" opacity="0.85"/>` +
    fan(370, 190, 45) +
    fan(370, 320, 45) +
    `<circle cx="495" cy="110" r="10" fill="#a5b4fc"/><rect x="480" y="140" width="30" height="8" rx="3" fill="${metal}"/>`,
  cooler:
    repeat(14, (i) => `<rect x="250" y="${120 + i * 18}" width="300" height="8" fill="${metal}"/>`) +
    fan(400, 250, 110) +
    `<rect x="300" y="380" width="200" height="40" rx="6" fill="#64748b"/>`,
  monitor:
    `<rect x="140" y="90" width="520" height="310" rx="14" fill="${dark}" stroke="${metal}" stroke-width="6"/>` +
    `<rect x="165" y="115" width="470" height="260" rx="6" fill="#be185d" opacity="0.75"/>` +
    `<path d="M165 330 L300 220 L390 290 L470 200 L635 340 L635 375 L165 375 Z" fill="#fbcfe8" opacity="0.6"/>` +
    `<rect x="380" y="400" width="40" height="50" fill="#64748b"/><rect x="300" y="450" width="200" height="16" rx="8" fill="#64748b"/>`,
  keyboard:
    `<rect x="110" y="190" width="580" height="210" rx="16" fill="#3f3f46" stroke="${metal}" stroke-width="3"/>` +
    repeat(3, (row) =>
      repeat(
        13,
        (col) => `<rect x="${130 + col * 42}" y="${210 + row * 42}" width="34" height="34" rx="5" fill="#e4e4e7"/>`,
      ),
    ) +
    repeat(3, (col) => `<rect x="${130 + col * 42}" y="336" width="34" height="34" rx="5" fill="#e4e4e7"/>`) +
    `<rect x="256" y="336" width="290" height="34" rx="5" fill="#e4e4e7"/>` +
    repeat(4, (col) => `<rect x="${558 + col * 31}" y="336" width="26" height="34" rx="5" fill="#ea580c"/>`),
  mouse:
    `<ellipse cx="400" cy="280" rx="120" ry="175" fill="#e4e4e7" stroke="${metal}" stroke-width="4"/>` +
    `<path d="M280 250 Q280 110 400 105 L400 250 Z" fill="#d4d4d8"/>` +
    `<line x1="400" y1="105" x2="400" y2="250" stroke="#71717a" stroke-width="4"/>` +
    `<rect x="390" y="150" width="20" height="50" rx="10" fill="#c026d3"/>` +
    `<path d="M400 105 Q400 40 470 30" stroke="#a1a1aa" stroke-width="6" fill="none"/>`,
  router:
    `<rect x="170" y="250" width="460" height="130" rx="24" fill="#1f2937" stroke="${metal}" stroke-width="4"/>` +
    repeat(
      3,
      (i) =>
        `<rect x="${250 + i * 150}" y="90" width="14" height="165" rx="7" fill="#4b5563" transform="rotate(${(i - 1) * 12} ${257 + i * 150} 255)"/>`,
    ) +
    repeat(6, (i) => `<circle cx="${250 + i * 60}" cy="320" r="9" fill="${i < 4 ? '#84cc16' : '#facc15'}"/>`),
};

/**
 * A 800x600 SVG: gradient background and the part's silhouette (`variant`: the n-th item of
 * the kind, lit from another side). No text: the card prints the item's
 * name right under the picture (and drawing text would load fonts at seed time).
 */
export function partSvg(kind: PartKind, variant = 0): string {
  const [from, to] = palette[kind];
  // Items of one kind get pictures of their own: the light comes from another side.
  const [x1, y1, x2, y2] = [
    [0, 0, 1, 1],
    [1, 0, 0, 1],
    [0, 1, 1, 0],
    [1, 1, 0, 0],
  ][variant % 4]!;
  const glowX = [0.5, 0.32, 0.68, 0.5][variant % 4]!;
  // From the fifth of a kind (five motherboards), the glow sits lower as well.
  const glowY = variant % 8 < 4 ? 0.45 : 0.7;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs><linearGradient id="bg" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<radialGradient id="glow" cx="${glowX}" cy="${glowY}" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.18"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#glow)"/>
${repeat(9, (i) => `<line x1="${i * 100}" y1="0" x2="${i * 100 - 300}" y2="${HEIGHT}" stroke="#ffffff" stroke-opacity="0.04" stroke-width="30"/>`)}
<g transform="translate(0 45)">${shapes[kind]}</g>
</svg>`;
}
