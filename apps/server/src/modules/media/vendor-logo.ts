function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A vendor's logo tile, drawn from its name and brand colour (no copied artwork). */
/** The width the logo is drawn at (its height is 96). */
export const LOGO_WIDTH = 240;

export function renderVendorLogo(vendor: { code: string; displayName: string; brandColor: string }): string {
  const name = escapeXml(vendor.displayName);
  const code = escapeXml(vendor.code.replaceAll('_', ' '));
  const colour = /^#[0-9a-fA-F]{6}$/.test(vendor.brandColor) ? vendor.brandColor : '#6d28d9';
  const fontSize = name.length > 14 ? 20 : name.length > 9 ? 24 : 30;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="96" viewBox="0 0 240 96" role="img" aria-label="${name}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#111827"/></linearGradient></defs>
<rect width="240" height="96" rx="18" fill="url(#g)"/>
<circle cx="206" cy="20" r="46" fill="#ffffff" fill-opacity="0.08"/>
<text x="120" y="${fontSize > 24 ? 56 : 54}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="${fontSize}" font-weight="800" fill="#ffffff" letter-spacing="0.5">${name}</text>
<text x="120" y="80" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="12" font-weight="600" fill="#ffffff" fill-opacity="0.7" letter-spacing="2">${code}</text>
</svg>`;
}
