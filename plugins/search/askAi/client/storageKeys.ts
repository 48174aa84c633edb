/**
 * Ask AI's keys in the browser's local storage. They once carried the brand's
 * name ('globber-…'), which a site may change; a value kept under the former
 * name moves to the new one the first time it is read, so no visitor loses a
 * conversation or a choice.
 */
export const CONVERSATIONS_KEY = 'ask-ai-conversations';
export const WRITER_KEY = 'ask-ai-writer';

const FORMER_PREFIX = 'globber-';

/** The stored value of the key, taking over one stored under its former name. */
export function readStored(storage: Storage | undefined, key: string): string | null {
  if (!storage) return null;
  const former = storage.getItem(FORMER_PREFIX + key);
  if (former !== null) {
    if (storage.getItem(key) === null) storage.setItem(key, former);
    storage.removeItem(FORMER_PREFIX + key);
  }
  return storage.getItem(key);
}
