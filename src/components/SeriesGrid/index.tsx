import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import DrawingCards from '@site/src/components/DrawingCards';
import {categoryPath} from '@site/src/domain/catalog/names';
import {useManualsPath} from '@site/src/hooks/useManualsPath';
import {useSeriesLabels} from '@site/src/hooks/useSeriesLabels';

interface Props {
  /** Heading level of each card title, to fit the page outline. */
  readonly headingLevel?: 2 | 3;
}

/** The series as illustrated cards linking to their category pages. */
export default function SeriesGrid({headingLevel = 3}: Props): ReactNode {
  const docs = useManualsPath();
  const series = useSeriesLabels();
  const {selectMessage} = usePluralForm();
  const cards = [...series.values()].map((s) => ({
    id: s.id,
    to: `${docs}${categoryPath(s.id)}`,
    drawing: s.drawing,
    title: s.name,
    description: s.description,
    count: selectMessage(
      s.manualCount,
      translate(
        {id: 'series.manualCount', message: 'One manual|{count} manuals', description: 'Number of manuals in a series, plural forms separated by |'},
        {count: s.manualCount},
      ),
    ),
  }));
  return <DrawingCards cards={cards} headingLevel={headingLevel} />;
}
