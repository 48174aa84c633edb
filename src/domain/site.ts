/**
 * Brand settings in one place. Each can be overridden at build time by the
 * environment variable named beside it, so a shop or staging build needs no
 * code change. Read in Node only (docusaurus.config.ts); the browser gets the
 * result through `customFields`. ANNOUNCEMENT_ID=none hides the announcement bar.
 */

export interface SiteSettings {
  /** Brand shown in the navbar, titles and PDFs. @default 'Globber' */
  readonly brandName: string;
  /** Brand's own website, linked from the navbar. */
  readonly brandUrl: string;
  /** Public URL of this manual site (canonical URLs, sitemap). */
  readonly siteUrl: string;
  /** Support address for mail fallback and the contact page. */
  readonly supportEmail: string;
  /** The two social links of the footer. */
  readonly social: readonly {readonly label: string; readonly href: string}[];
  /**
   * Announcement bar; a new id shows it again to visitors who closed it.
   * `text` overrides the translated default (`announcement.text` in code.json)
   * and is empty when not set.
   */
  readonly announcement: {readonly id: string; readonly text: string} | null;
  /**
   * Contact form endpoint: the form POSTs JSON there, or, before its script has
   * loaded or with JavaScript off, posts as a plain HTML form
   * (application/x-www-form-urlencoded: name, email, productId, reference,
   * topic, message, consent, website); the CSP's form-action allows its origin.
   * Empty means mail-client fallback, and without JavaScript the page shows the
   * support address instead.
   */
  readonly contactEndpoint: string;
  /** Google Analytics 4 measurement id; added only when set. */
  readonly gaMeasurementId: string;
  /** Google Tag Manager container id; added only when set. */
  readonly gtmContainerId: string;
}

function env(name: string, fallback: string): string {
  const value = process.env[name];
  return value === undefined || value.trim() === '' ? fallback : value.trim();
}

/**
 * @param locale the locale being built: ANNOUNCEMENT_TEXT_<LOCALE> (e.g.
 * ANNOUNCEMENT_TEXT_ZH_HANT) wins over ANNOUNCEMENT_TEXT, so an override can
 * be given in every language.
 */
export function readSiteSettings(locale = 'en'): SiteSettings {
  const localeKey = locale.toUpperCase().replace(/-/g, '_');
  const announcementText = env(`ANNOUNCEMENT_TEXT_${localeKey}`, env('ANNOUNCEMENT_TEXT', ''));
  return {
    brandName: env('BRAND_NAME', 'Globber'),
    brandUrl: env('BRAND_URL', 'https://www.globber.com'),
    siteUrl: env('SITE_URL', 'https://manuals.globber.com'),
    supportEmail: env('SUPPORT_EMAIL', 'support@globber.com'),
    social: [
      {label: env('SOCIAL_1_LABEL', 'Instagram'), href: env('SOCIAL_1_URL', 'https://www.instagram.com/globber')},
      {label: env('SOCIAL_2_LABEL', 'YouTube'), href: env('SOCIAL_2_URL', 'https://www.youtube.com/@globber')},
    ],
    announcement: env('ANNOUNCEMENT_ID', 'manuals-2025') === 'none' ? null : {id: env('ANNOUNCEMENT_ID', 'manuals-2025'), text: announcementText},
    contactEndpoint: env('CONTACT_ENDPOINT', ''),
    gaMeasurementId: env('GA_MEASUREMENT_ID', ''),
    gtmContainerId: env('GTM_CONTAINER_ID', ''),
  };
}
