import { AA_CONTRAST, contrastRatio } from "../mail/colour-contrast";
import { mailImageUrl, mailImg } from "../mail/mail-images";
import { brandColours, escapeHtml } from "./slot-template";

/** The band a wordmark goes on when the brand's colour does not let it read. */
export const LIGHT_BAND = "#ffffff";

/**
 * The header band's colour: the brand's when the wordmark's colour reaches WCAG AA (4.5:1) on
 * it, else the light band.
 */
export const headerBand = (brandColour: string, wordmarkColour: string) =>
  (contrastRatio(wordmarkColour, brandColour) ?? 0) >= AA_CONTRAST ? brandColour : LIGHT_BAND;

export interface HeaderBrand {
  name: string;
  logoUrl: string;
  primaryColor: string;
}

/**
 * The header row of an edition or a mailing: the brand's logo, else its name, on a band it
 * reads on. A logo image's wordmark is taken to be drawn in the brand's own colour, as the
 * brands' logos are (web/public/brands): on its own colour it would vanish (CIO's blue on blue),
 * so a logo goes on the light band, the brand's colour kept as a strip beneath it. The name as
 * text is white or near-black, whichever reads on the brand's colour, on the brand's band when
 * that reaches AA.
 */
export const mailHeaderRow = (brand: HeaderBrand, publicUrl: string) => {
  const colours = brandColours(brand.primaryColor, "#1e3a8a");
  const name = escapeHtml(brand.name);
  const logoSrc = mailImageUrl(brand.logoUrl, publicUrl);
  const wordmark = logoSrc ? colours.background : colours.text;
  const background = headerBand(colours.background, wordmark);
  const onBrand = background !== LIGHT_BAND;
  const text = onBrand ? colours.text : colours.onWhite;
  const content = logoSrc
    ? mailImg({
        src: logoSrc,
        alt: brand.name,
        width: 160,
        height: 48,
        style:
          "width:160px;height:48px;max-width:100%;object-fit:contain;object-position:left center",
      })
    : `<span style="font-size:22px;font-weight:bold;color:${text}">${name}</span>`;
  const strip = onBrand ? "" : `;border-bottom:4px solid ${colours.background}`;
  return `<tr><td class="pad mail-header" bgcolor="${background}" style="padding:20px 32px;background:${background};color:${text}${strip}">${content}</td></tr>`;
};
