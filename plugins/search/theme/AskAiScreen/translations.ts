/**
 * The Ask-AI screen's strings, under theme-search-algolia's ids where it has
 * them (so theme-translations and i18n/<locale>/code.json apply), loaded with
 * the screen rather than with every page.
 */
import {translate} from '@docusaurus/Translate';

/** The strings of the Ask-AI conversation screen. */
export interface AskAiTranslations {
  readonly disclaimerText: string;
  readonly thinkingText: string;
  readonly stoppedText: string;
  readonly errorText: string;
  readonly notFoundText: string;
  readonly chooseText: string;
  readonly faqLinkText: string;
  readonly contactLinkText: string;
  readonly relatedSourcesText: string;
  readonly sourceNumber: string;
  readonly questionLabel: string;
  readonly copyButtonText: string;
  readonly copyButtonCopiedText: string;
  readonly copyButtonTitle: string;
  readonly likeButtonTitle: string;
  readonly dislikeButtonTitle: string;
  readonly thanksForFeedbackText: string;
  readonly placeholder: string;
  readonly placeholderStreaming: string;
  readonly inputLabel: string;
  readonly backText: string;
  readonly stopText: string;
  readonly newConversationText: string;
  /** {host}: the endpoint's host name. */
  readonly consentText: string;
  readonly consentSend: string;
  readonly consentDevice: string;
  readonly writtenByEndpoint: string;
  readonly writtenOnDevice: string;
  readonly switchToDevice: string;
  readonly switchToEndpoint: string;
  readonly fallback: Readonly<Record<'timeout' | 'network' | 'status' | 'malformed', string>>;
  readonly fallbackDevice: string;
  readonly recentConversationsTitle: string;
  readonly removeConversation: string;
}

export const askAiTranslations: AskAiTranslations = {
  // The spec's wording, exactly.
  disclaimerText: translate({
    id: 'theme.SearchModal.askAiScreen.disclaimerText',
    message: 'Answers are generated with AI which can make mistakes. Verify responses.',
    description: 'The disclaimer text for AI answers',
  }),
  thinkingText: translate({id: 'theme.SearchModal.askAiScreen.thinkingText', message: 'Thinking...', description: 'The text when AI is thinking'}),
  stoppedText: translate({id: 'search.askAi.stopped', message: 'You stopped this answer.'}),
  errorText: translate({id: 'search.askAi.error', message: 'The answer could not be loaded. Check your connection and ask again.'}),
  notFoundText: translate({
    id: 'search.askAi.notFound',
    message: 'The manuals do not answer this question. Try other words, read the FAQ or write to support.',
  }),
  chooseText: translate({id: 'search.answer.choose', message: 'The models differ here. Which one do you have?'}),
  faqLinkText: translate({id: 'search.askAi.faqLink', message: 'Frequently asked questions'}),
  contactLinkText: translate({id: 'search.askAi.contactLink', message: 'Write to support'}),
  relatedSourcesText: translate({
    id: 'theme.SearchModal.askAiScreen.relatedSourcesText',
    message: 'Related sources',
    description: 'The text for related sources',
  }),
  sourceNumber: translate({id: 'search.answer.sourceNumber', message: 'Source {number}'}),
  questionLabel: translate({id: 'search.askAi.question', message: 'Your question:'}),
  copyButtonText: translate({id: 'theme.SearchModal.askAiScreen.copyButtonText', message: 'Copy', description: 'The text for copy button'}),
  copyButtonCopiedText: translate({
    id: 'theme.SearchModal.askAiScreen.copyButtonCopiedText',
    message: 'Copied!',
    description: 'The text for copy button when copied',
  }),
  copyButtonTitle: translate({id: 'theme.SearchModal.askAiScreen.copyButtonTitle', message: 'Copy', description: 'The title for copy button'}),
  likeButtonTitle: translate({id: 'theme.SearchModal.askAiScreen.likeButtonTitle', message: 'Like', description: 'The title for like button'}),
  dislikeButtonTitle: translate({id: 'theme.SearchModal.askAiScreen.dislikeButtonTitle', message: 'Dislike', description: 'The title for dislike button'}),
  thanksForFeedbackText: translate({
    id: 'theme.SearchModal.askAiScreen.thanksForFeedbackText',
    message: 'Thanks for your feedback!',
    description: 'The text for thanks for feedback',
  }),
  placeholder: translate({
    id: 'theme.SearchModal.searchBox.placeholderTextAskAi',
    message: 'Ask another question...',
    description: 'The placeholder text when in AI question mode',
  }),
  placeholderStreaming: translate({
    id: 'theme.SearchModal.searchBox.placeholderTextAskAiStreaming',
    message: 'Answering...',
    description: 'The placeholder text for search box when AI is streaming an answer',
  }),
  inputLabel: translate({id: 'search.askAi.inputLabel', message: 'Ask a question about the manuals'}),
  backText: translate({
    id: 'theme.SearchModal.searchBox.backToKeywordSearchButtonText',
    message: 'Back to keyword search',
    description: 'The text for back to keyword search button',
  }),
  stopText: translate({id: 'search.askAi.stop', message: 'Stop'}),
  newConversationText: translate({id: 'search.askAi.newConversation', message: 'New conversation'}),
  consentText: translate({
    id: 'search.askAi.consent',
    message: 'To write this answer, your question and the matching passages of the manuals are sent to {host}. Nothing leaves this device until you choose.',
  }),
  consentSend: translate({id: 'search.askAi.consentSend', message: 'Send to {host}'}),
  consentDevice: translate({id: 'search.askAi.consentDevice', message: 'Answer on this device'}),
  writtenByEndpoint: translate({
    id: 'search.askAi.writtenByEndpoint',
    message: 'Your questions are sent to {host}, which writes the answers from the manuals.',
  }),
  writtenOnDevice: translate({id: 'search.askAi.writtenOnDevice', message: 'Answers are put together on this device from the manuals; nothing is sent.'}),
  switchToDevice: translate({id: 'search.askAi.switchToDevice', message: 'Answer on this device instead'}),
  switchToEndpoint: translate({id: 'search.askAi.switchToEndpoint', message: 'Let {host} write the answers'}),
  fallback: {
    timeout: translate({id: 'search.askAi.fallback.timeout', message: 'The answer service did not reply in time.'}),
    network: translate({id: 'search.askAi.fallback.network', message: 'The answer service could not be reached.'}),
    status: translate({id: 'search.askAi.fallback.status', message: 'The answer service returned an error ({status}).'}),
    malformed: translate({id: 'search.askAi.fallback.malformed', message: 'The answer service sent a reply that could not be read.'}),
  },
  fallbackDevice: translate({id: 'search.askAi.fallbackDevice', message: 'Here is the answer from the manuals, put together on this device.'}),
  recentConversationsTitle: translate({
    id: 'theme.SearchModal.startScreen.recentConversationsTitle',
    message: 'Recent conversations',
    description: 'The title for recent conversations',
  }),
  removeConversation: translate({
    id: 'theme.SearchModal.startScreen.removeRecentConversationButtonTitle',
    message: 'Remove this conversation from history',
    description: 'The title for remove recent conversation button',
  }),
};
