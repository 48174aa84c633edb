import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {productTitle} from '@site/src/domain/catalog/names';
import {useCurrentProduct, useManualFacts} from '@site/src/hooks/useCurrentProduct';
import {productJsonLd, serializeJsonLd} from '@site/src/domain/structuredData';
import Illustration from '@site/src/components/Illustration';
import ManualTasks from '@site/src/components/ManualTasks';
import PdfDownload from '@site/src/components/PdfDownload';
import SaveForOffline from '@theme/SaveForOffline';
import ShortLinkQr, {type Props as ShortLinkQrProps} from '@theme/ShortLinkQr';
import {manualPdf} from '@site/plugins/pdf/client';
import styles from './styles.module.css';

/** Top of every manual: drawing, what the manual covers, the key limits, the PDF and shortcuts to its tasks; printed, the short link's QR code. */
export default function ManualHeader(): ReactNode {
  const product = useCurrentProduct();
  const facts = useManualFacts();
  const {metadata} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  const image = useBaseUrl(`/img/illustrations/products/${product.drawing.name}.svg`, {absolute: true});
  const lead = facts.lead;
  // Read from the doc's metadata, made anew each build: the link follows the site's URL.
  const shortLink = (metadata.frontMatter as {shortLink?: ShortLinkQrProps['link']}).shortLink;
  const structuredData = productJsonLd({
    product,
    brand: siteConfig.customFields?.brandName as string,
    title: productTitle(product),
    description: lead,
    url: new URL(metadata.permalink, siteConfig.url).href,
    image,
  });
  return (
    <>
      <div className={styles.header}>
        <Head>
          <script type="application/ld+json">{serializeJsonLd(structuredData)}</script>
        </Head>
        <Illustration
          name={`products/${product.drawing.name}`}
          alt={translate({id: 'manual.illustration.alt', message: 'Drawing of the {name}'}, {name: product.name})}
          size="small"
          className={styles.drawing}
          priority
        />
        <div>
          <p className={styles.lead}>{lead}</p>
          <dl className={styles.facts}>
            {facts.header.map((f) => (
              <div key={f.label} className={styles.fact}>
                <dt>{f.label}</dt>
                <dd>{f.value}</dd>
              </div>
            ))}
          </dl>
          <div className={styles.actions}>
            <PdfDownload docId={product.id} title={productTitle(product)} />
            <SaveForOffline pdf={manualPdf(product.id)?.url} />
          </div>
        </div>
        {/* On paper, where the buttons above do nothing, the way back to this page. */}
        {shortLink && <ShortLinkQr link={shortLink} />}
      </div>
      <ManualTasks />
    </>
  );
}
