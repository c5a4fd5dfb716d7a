import { ConfigError, loadConfig } from '../../src/config/config';

/** The lines a refused configuration names (one per setting); fails the test when the configuration is accepted. */
export const issuesOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.issues;
    throw error;
  }
  throw new Error('expected a ConfigError');
};
