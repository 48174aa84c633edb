/**
 * Series of the last query that found something (or, for a first query that
 * found nothing, the sections suggested for it): the no-results screen
 * suggests them. Its own module so the screen does not pull the search
 * client into the page's first bundle.
 */
let lastSections: readonly string[] = [];

export function getLastSections(): readonly string[] {
  return lastSections;
}

export function setLastSections(sections: readonly string[]): void {
  lastSections = sections;
}
