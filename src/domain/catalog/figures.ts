/**
 * How ./data.ts writes a figure or a feature: with its basis, and with its source when a
 * source speaks of that very product. The schema (./schema.ts) accepts no
 * figure written any other way.
 */
import type {SourceId} from './factSources';

/** A web page about this very product states it ([C] in research-notes.md). */
export const confirmed = <const T>(value: T, source: SourceId) => ({basis: 'confirmed', value, source}) as const;

/** Third-party listing data about this very product ([S] in research-notes.md). */
export const secondary = <const T>(value: T, source: SourceId) => ({basis: 'secondary', value, source}) as const;

/** The family's working figure in the facts file: a typical value, never printed for a safety figure. */
export const family = <const T>(value: T) => ({basis: 'family', value}) as const;

/** The product's name says it: a 4-in-1 has 4 stages. */
export const fromName = <const T>(value: T) => ({basis: 'name', value}) as const;

/** A feature the product may have, which no source gives or denies: its manual says "if your model has…". */
export const maybe = () => ({basis: 'maybe'}) as const;
