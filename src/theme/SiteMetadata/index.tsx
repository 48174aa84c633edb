/**
 * Wraps the theme's SiteMetadata, which gives every page hreflang links to
 * the same path in each locale. A short link's page (plugins/short-links)
 * exists in the default locale only: those links would name six pages that
 * do not exist, so it gets none of the theme's metadata and sets its own
 * (its canonical is the manual; it is not indexed). Every other page is
 * untouched.
 */
import type {ReactNode} from 'react';
import SiteMetadata from '@theme-original/SiteMetadata';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {isShortLinkPath} from '@site/plugins/short-links/client';

export default function SiteMetadataWrapper(): ReactNode {
  const {siteConfig, i18n} = useDocusaurusContext();
  const {pathname} = useLocation();
  if (i18n.currentLocale === i18n.defaultLocale && isShortLinkPath(pathname, siteConfig.baseUrl)) return null;
  return <SiteMetadata />;
}
