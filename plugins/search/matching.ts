/**
 * The search's text matching, for site code that matches words as the search
 * does (the manual finder): one folding, one typo rule, one vocabulary
 * reader. Site code imports this file, never the plugin's folders.
 */
export {allowedTypos, editDistance, isStopWord, removeInvisible, squash, tokenize} from './shared/text';
export {KindVocabulary} from './shared/kinds';
export {QUERY_MAX_LENGTH} from './shared/constants';
