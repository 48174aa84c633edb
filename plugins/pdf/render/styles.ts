/** Look of the PDF manuals: A4, the site's brand green, black line drawings. */
import {StyleSheet} from '@react-pdf/renderer';

export const COLORS = {
  text: '#1c1e21',
  muted: '#525860',
  brand: '#0b6e4f',
  rule: '#d0d7de',
  tableHead: '#eef1f4',
  danger: '#b3261e',
  dangerBackground: '#fdecea',
  warning: '#8a5300',
  warningBackground: '#fff4e0',
  note: '#0b6e4f',
  noteBackground: '#e8f5ef',
} as const;

/** Width of a drawing in points: the page's half column, like on the site. */
export const DRAWING_WIDTH = 240;

export const styles = StyleSheet.create({
  // No lineHeight anywhere: react-pdf resolves styles again on every page
  // break and multiplies a lineHeight by the font size each time; the fonts'
  // own line spacing reads well.
  page: {paddingHorizontal: 56, paddingVertical: 24, fontSize: 10.5, color: COLORS.text},
  content: {flexGrow: 1, paddingVertical: 14},
  header: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    fontSize: 8,
    color: COLORS.muted,
    borderBottomWidth: 0.5,
    borderBottomColor: COLORS.rule,
    paddingBottom: 4,
  },
  footer: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    fontSize: 8,
    color: COLORS.muted,
  },
  footerLink: {color: COLORS.muted, textDecoration: 'none'},
  // Cover
  cover: {padding: 56, fontSize: 11, color: COLORS.text},
  coverBody: {flexGrow: 1},
  brandRow: {flexDirection: 'row', alignItems: 'center', gap: 8},
  brand: {fontSize: 16, fontWeight: 700, color: COLORS.brand},
  coverTitle: {fontSize: 30, fontWeight: 700, marginTop: 90},
  coverSubtitle: {fontSize: 15, color: COLORS.muted, marginTop: 6},
  coverReference: {fontSize: 12, marginTop: 14},
  coverDrawing: {marginTop: 36, alignItems: 'center'},
  coverMeta: {marginTop: 'auto', fontSize: 10, gap: 3},
  coverMetaLabel: {color: COLORS.muted},
  link: {color: COLORS.brand, textDecoration: 'underline'},
  // Table of contents
  tocTitle: {fontSize: 20, fontWeight: 700, marginBottom: 14},
  tocRow: {flexDirection: 'row', alignItems: 'flex-end', marginBottom: 3, textDecoration: 'none', color: COLORS.text},
  tocSection: {fontWeight: 700, marginTop: 5},
  tocSubsection: {paddingLeft: 14},
  tocLeader: {flexGrow: 1, borderBottomWidth: 0.6, borderBottomColor: COLORS.rule, borderBottomStyle: 'dotted', marginHorizontal: 4, marginBottom: 4},
  tocPage: {width: 22, textAlign: 'right'},
  // Body
  lead: {fontSize: 12, marginBottom: 8},
  facts: {flexDirection: 'row', flexWrap: 'wrap', gap: 14, marginBottom: 12},
  factLabel: {fontSize: 7.5, color: COLORS.muted, textTransform: 'uppercase'},
  factValue: {fontWeight: 700},
  h2: {fontSize: 17, fontWeight: 700, color: COLORS.brand, marginTop: 16, marginBottom: 6},
  h3: {fontSize: 13, fontWeight: 700, marginTop: 10, marginBottom: 4},
  h4: {fontSize: 11, fontWeight: 700, marginTop: 8, marginBottom: 3},
  paragraph: {marginBottom: 6},
  strong: {fontWeight: 700},
  emphasis: {fontStyle: 'italic'},
  code: {backgroundColor: COLORS.tableHead},
  strike: {textDecoration: 'line-through'},
  list: {marginBottom: 6},
  listItem: {flexDirection: 'row', marginBottom: 2},
  stepItem: {flexDirection: 'row', marginBottom: 5},
  bullet: {width: 14},
  stepNumber: {width: 20, fontWeight: 700, color: COLORS.brand},
  itemBody: {flex: 1},
  figure: {marginTop: 4, marginBottom: 10},
  caption: {fontSize: 8.5, color: COLORS.muted, fontStyle: 'italic', marginTop: 3, maxWidth: 320},
  blockquote: {borderLeftWidth: 2, borderLeftColor: COLORS.rule, paddingLeft: 10, marginBottom: 6},
  codeBlock: {backgroundColor: COLORS.tableHead, padding: 6, marginBottom: 6, fontSize: 9},
  rule: {borderBottomWidth: 0.5, borderBottomColor: COLORS.rule, marginVertical: 8},
  admonition: {borderLeftWidth: 4, paddingVertical: 6, paddingHorizontal: 10, marginVertical: 6, borderRadius: 3},
  admonitionTitle: {flexDirection: 'row', alignItems: 'center', gap: 5, marginBottom: 3},
  admonitionLabel: {fontWeight: 700, textTransform: 'uppercase', fontSize: 9.5},
  table: {borderWidth: 0.5, borderColor: COLORS.rule, marginBottom: 8},
  tableRow: {flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: COLORS.rule},
  tableHeadRow: {backgroundColor: COLORS.tableHead},
  tableCell: {flex: 1, padding: 4, fontSize: 9.5},
  tableHeadCell: {fontWeight: 700},
  specCaption: {fontWeight: 700, marginBottom: 4},
  specLabel: {width: '40%', padding: 4, fontWeight: 700, fontSize: 9.5},
  specValue: {flex: 1, padding: 4, fontSize: 9.5},
});
