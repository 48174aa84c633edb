/** Shapes shared by the plugin, its page and the manual pages that print a short link. */

/** A manual's short link as a printed manual page shows it (front matter `shortLink`). */
export interface ShortLink {
  /** Absolute URL, e.g. `https://manuals.example.com/m/flow-125-770`. */
  readonly url: string;
  /** Its QR code, packed (`packQr` of src/domain/qr.ts): one hex string per row. */
  readonly qr: readonly string[];
}

/** The manual in one language, as the short link's page lists it. */
export interface LocalizedManual {
  /** BCP 47 tag of the language (the locale's htmlLang), for `lang` and `hreflang`. */
  readonly lang: string;
  /** The manual page below the site's origin, e.g. `/de/docs/flow/125-770`. */
  readonly url: string;
  /** The language's name in itself, e.g. `Deutsch`. */
  readonly language: string;
  /** "Instruction manual" in that language, e.g. `Bedienungsanleitung`. */
  readonly manual: string;
}

/** Props of the short link's page (`@theme/ShortLinkPage`). */
export interface ShortLinkPageProps {
  /** The product's title, as its manual's (`productTitle`). */
  readonly title: string;
  /** The manual in every locale, the default locale first: the one a visitor gets when no other fits. */
  readonly manuals: readonly LocalizedManual[];
  /** Absolute URL of the default locale's manual, the page's canonical URL. */
  readonly canonical: string;
  /** The inline script that forwards to a manual (./redirect), the same text on every page. */
  readonly script: string;
}
