/** Escapes text for an SVG text node or attribute. */
export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c] ?? c,
  );
}

/**
 * Text width in px at 11 px Verdana-like sans, estimated per character class: badges are
 * drawn without a font file, so the box is sized generously rather than measured.
 */
function estimateTextWidth(text: string): number {
  let w = 0;
  for (const ch of text)
    w += /[ilj.,:;|!'[\]()]/.test(ch) ? 3.5 : /[mwMW@%]/.test(ch) ? 10 : /[A-Z0-9#]/.test(ch) ? 7.5 : 6.5;
  return Math.ceil(w);
}

/** A two-part badge ("label | message") in the common flat style, with a title for screen readers. */
export function renderBadgeSvg(label: string, message: string, color: string): string {
  const lw = estimateTextWidth(label) + 12;
  const mw = estimateTextWidth(message) + 12;
  const total = lw + mw;
  const [l, m] = [escapeXml(label), escapeXml(message)];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${total}" height="20" role="img" aria-label="${l}: ${m}">` +
    `<title>${l}: ${m}</title>` +
    `<linearGradient id="s" x2="0" y2="100%"><stop offset="0" stop-color="#bbb" stop-opacity=".1"/><stop offset="1" stop-opacity=".1"/></linearGradient>` +
    `<clipPath id="r"><rect width="${total}" height="20" rx="3" fill="#fff"/></clipPath>` +
    `<g clip-path="url(#r)"><rect width="${lw}" height="20" fill="#555"/><rect x="${lw}" width="${mw}" height="20" fill="${escapeXml(color)}"/><rect width="${total}" height="20" fill="url(#s)"/></g>` +
    `<g fill="#fff" text-anchor="middle" font-family="Verdana,Geneva,DejaVu Sans,sans-serif" font-size="11">` +
    `<text x="${lw / 2}" y="14">${l}</text><text x="${lw + mw / 2}" y="14">${m}</text></g></svg>`
  );
}
