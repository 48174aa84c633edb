import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {categoryPath, series} from './src/domain/catalog';

/**
 * One category per series, generated from the catalog. Labels, titles and
 * descriptions are translated in i18n/<locale>/docusaurus-plugin-content-docs/current.json.
 */
const sidebars = {
  tutorialSidebar: [
    {type: 'doc', id: 'index'},
    ...series.map((s) => ({
      type: 'category' as const,
      label: s.name,
      collapsed: true,
      link: {
        type: 'generated-index' as const,
        slug: categoryPath(s.id),
        title: `${s.name} manuals`,
        description: s.description,
      },
      items: s.productIds.map((id) => ({type: 'doc' as const, id})),
    })),
  ],
} satisfies SidebarsConfig;

export default sidebars;
