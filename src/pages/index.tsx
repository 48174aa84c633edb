import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {translate} from '@docusaurus/Translate';
import ModelLookup from '@site/src/components/ModelLookup';
import KindGrid from '@site/src/components/KindGrid';
import SeriesGrid from '@site/src/components/SeriesGrid';
import styles from './index.module.css';

export default function Home(): ReactNode {
  const tagline = translate({id: 'home.tagline', message: 'Find and Download Instruction Manual for your product.'});
  return (
    <Layout
      title={translate({id: 'home.title', message: 'Instruction manuals'})}
      description={translate({
        id: 'home.description',
        message: 'Step-by-step instruction manuals for scooters, balance bikes, trikes, helmets and more, in seven languages.',
      })}
    >
      <header className={styles.hero}>
        <div className="container">
          <Heading as="h1" className={styles.title}>
            {tagline}
          </Heading>
          <p className={styles.subtitle}>
            {translate({
              id: 'home.subtitle',
              message: 'Type the product name or its model number. Every manual has step-by-step guides with drawings.',
            })}
          </p>
          <ModelLookup />
        </div>
      </header>
      <main className="container margin-vert--lg">
        <Heading as="h2">{translate({id: 'home.kinds.title', message: 'Browse by kind of product'})}</Heading>
        <KindGrid />
        <Heading as="h2">{translate({id: 'home.series.title', message: 'Browse by series'})}</Heading>
        <SeriesGrid />
      </main>
    </Layout>
  );
}
