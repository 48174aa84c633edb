import {afterEach, describe, expect, it, vi} from 'vitest';
import type {Config} from '@docusaurus/types';

/** Loads docusaurus.config.ts afresh with these environment variables. */
async function loadConfig(env: Record<string, string | undefined>): Promise<Config> {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return (await import('../../../docusaurus.config')).default;
}

/** Everything in the config that could load a third-party script: plugins and preset options. */
function analyticsOf(config: Config): string[] {
  const pluginNames = (config.plugins ?? []).map((p) => (Array.isArray(p) ? p[0] : p)).filter((p) => typeof p === 'string');
  const presetOptions = (config.presets ?? []).flatMap((p) => (Array.isArray(p) ? Object.keys(p[1] as object) : []));
  return [...pluginNames, ...presetOptions].filter((name): name is string => /gtag|google|tag-?manager|analytics/i.test(name));
}

function optionsOf(config: Config, name: string): unknown {
  const entry = (config.plugins ?? []).find((p) => Array.isArray(p) && p[0] === name);
  return Array.isArray(entry) ? entry[1] : undefined;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('analytics in the site config', () => {
  it('adds no analytics plugin when GA_MEASUREMENT_ID and GTM_CONTAINER_ID are unset', async () => {
    const config = await loadConfig({GA_MEASUREMENT_ID: '', GTM_CONTAINER_ID: ''});
    expect(analyticsOf(config)).toEqual([]);
    expect(config.scripts ?? []).toEqual([]);
    expect(config.headTags ?? []).toEqual([]);
  });

  it('adds Google Analytics (anonymised) and Tag Manager with the given ids when set', async () => {
    const config = await loadConfig({GA_MEASUREMENT_ID: 'G-TEST123', GTM_CONTAINER_ID: 'GTM-TEST45'});
    expect(analyticsOf(config)).toEqual(['@docusaurus/plugin-google-gtag', '@docusaurus/plugin-google-tag-manager']);
    expect(optionsOf(config, '@docusaurus/plugin-google-gtag')).toEqual({trackingID: 'G-TEST123', anonymizeIP: true});
    expect(optionsOf(config, '@docusaurus/plugin-google-tag-manager')).toEqual({containerId: 'GTM-TEST45'});
  });

  it('adds only the one that is set', async () => {
    const config = await loadConfig({GA_MEASUREMENT_ID: 'G-ONLY', GTM_CONTAINER_ID: undefined});
    expect(analyticsOf(config)).toEqual(['@docusaurus/plugin-google-gtag']);
  });
});
