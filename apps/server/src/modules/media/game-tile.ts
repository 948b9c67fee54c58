function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The five colour styles of the spec (style = nodeId mod 5 + 1): background gradient and accent. */
const STYLES: [string, string, string][] = [
  ['#4c1d95', '#db2777', '#fbbf24'],
  ['#0c4a6e', '#0891b2', '#facc15'],
  ['#7c2d12', '#dc2626', '#fde047'],
  ['#14532d', '#059669', '#fef08a'],
  ['#1e1b4b', '#6d28d9', '#f472b6'],
];

/** One emblem per category, drawn from simple shapes so that it renders the same everywhere. */
const EMBLEMS: Record<string, (accent: string) => string> = {
  RNG: (accent) =>
    `<rect x="60" y="70" width="180" height="110" rx="18" fill="#0b1020" opacity="0.55"/>
     <g font-family="Arial Black, Arial, sans-serif" font-weight="900" font-size="58" text-anchor="middle" fill="${accent}">
     <text x="100" y="147">7</text><text x="150" y="147">7</text><text x="200" y="147">7</text></g>`,
  FISH: (accent) =>
    `<path d="M70 130 Q140 60 210 130 Q140 200 70 130 Z" fill="${accent}"/><path d="M205 130 L245 100 L245 160 Z" fill="${accent}"/>
     <circle cx="105" cy="122" r="8" fill="#0b1020"/>`,
  LIVE: (accent) =>
    `<circle cx="150" cy="125" r="62" fill="#0b1020" opacity="0.5"/><circle cx="150" cy="125" r="52" fill="none" stroke="${accent}" stroke-width="10" stroke-dasharray="18 10"/>
     <circle cx="150" cy="125" r="26" fill="${accent}"/>`,
  PVP: (accent) =>
    `<rect x="92" y="70" width="80" height="112" rx="10" fill="#fff" transform="rotate(-12 132 126)"/>
     <rect x="128" y="70" width="80" height="112" rx="10" fill="#fff" transform="rotate(10 168 126)"/>
     <text x="170" y="140" text-anchor="middle" font-family="Arial Black, Arial" font-size="44" fill="${accent}" transform="rotate(10 168 126)">A</text>`,
  LOTT: (accent) =>
    `<circle cx="110" cy="120" r="34" fill="${accent}"/><circle cx="180" cy="110" r="30" fill="#fff"/><circle cx="150" cy="165" r="28" fill="${accent}" opacity="0.8"/>`,
  ELOTT: (accent) =>
    `<circle cx="150" cy="125" r="60" fill="none" stroke="${accent}" stroke-width="12"/><path d="M150 65 L150 125 L195 150" stroke="#fff" stroke-width="10" fill="none" stroke-linecap="round"/>`,
  SPORTS: (accent) =>
    `<circle cx="150" cy="125" r="58" fill="#fff"/><path d="M150 92 L178 112 L168 146 L132 146 L122 112 Z" fill="${accent}"/>`,
  ESPORTS: (accent) =>
    `<rect x="70" y="95" width="160" height="70" rx="35" fill="#0b1020" opacity="0.6"/><circle cx="115" cy="130" r="12" fill="${accent}"/>
     <circle cx="190" cy="120" r="8" fill="#fff"/><circle cx="205" cy="138" r="8" fill="#fff"/>`,
  COCKFIGHT: (accent) =>
    `<path d="M110 170 Q100 110 150 90 Q150 70 170 72 Q175 90 190 96 Q210 140 170 170 Z" fill="${accent}"/><circle cx="168" cy="92" r="5" fill="#0b1020"/>`,
};

function wrap(name: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of name.split(' ')) {
    if ((line + word).length > width && line) {
      lines.push(line.trim());
      line = '';
    }
    line += `${word} `;
  }
  if (line.trim()) lines.push(line.trim());
  return lines.slice(0, 2);
}

/**
 * The art of a game tile, drawn from its name, vendor, category and the spec's colour style (nodeId mod 5 + 1).
 * Generated, not copied; the same game always gets the same picture, so it caches well.
 */
export function renderGameTile(game: {
  nodeId: number;
  name: string;
  vendorCode: string;
  categoryCode: string;
}): string {
  const style = STYLES[game.nodeId % 5] ?? STYLES[0];
  const [from, to, accent] = style ?? ['#000', '#000', '#fff'];
  const emblem = (EMBLEMS[game.categoryCode] ?? EMBLEMS.RNG)?.(accent) ?? '';
  const spin = (game.nodeId * 37) % 360;
  const lines = wrap(game.name, 16);
  const text = lines
    .map(
      (line, index) =>
        `<text x="150" y="${lines.length === 1 ? 246 : 232 + index * 28}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="24" font-weight="800" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300" role="img" aria-label="${escapeXml(game.name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<radialGradient id="r" cx="0.5" cy="0.4" r="0.6"><stop offset="0" stop-color="#fff" stop-opacity="0.25"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="300" height="300" rx="28" fill="url(#g)"/><rect width="300" height="300" rx="28" fill="url(#r)"/>
<g transform="rotate(${spin} 150 130)" opacity="0.12" fill="#fff"><rect x="140" y="-40" width="20" height="340"/><rect x="-40" y="120" width="380" height="20"/></g>
${emblem}
<rect x="14" y="14" rx="10" width="${18 + game.vendorCode.length * 9}" height="26" fill="#0b1020" opacity="0.55"/>
<text x="23" y="32" font-family="Arial, Helvetica, sans-serif" font-size="14" font-weight="700" fill="${accent}">${escapeXml(game.vendorCode.replaceAll('_', ' '))}</text>
<rect y="200" width="300" height="100" fill="#0b1020" opacity="0.45"/>${text}
</svg>`;
}
