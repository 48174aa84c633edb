import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {CatalogGlobalData} from '@site/plugins/catalog';
import DrawingCards from '@site/src/components/DrawingCards';
import {kindPath} from '@site/src/domain/catalog/names';
import {browseKindLabel} from '@site/src/domain/labels';
import {useManualsPath} from '@site/src/hooks/useManualsPath';

interface Props {
  /** Heading level of each card title, to fit the page outline. */
  readonly headingLevel?: 2 | 3;
}

/** The kinds of product (balance bikes, helmets…) as compact cards: what a parent browses by first. */
export default function KindGrid({headingLevel = 3}: Props): ReactNode {
  const docs = useManualsPath();
  const {kinds} = usePluginData('catalog') as CatalogGlobalData;
  const {selectMessage} = usePluralForm();
  const cards = kinds.map((k) => ({
    id: k.id,
    to: `${docs}${kindPath(k.id)}`,
    drawing: k.drawing,
    title: browseKindLabel(k.id),
    count: selectMessage(
      k.productCount,
      translate(
        {id: 'kind.productCount', message: 'One model|{count} models', description: 'Number of products of a kind, plural forms separated by |'},
        {count: k.productCount},
      ),
    ),
  }));
  return <DrawingCards cards={cards} headingLevel={headingLevel} compact />;
}
