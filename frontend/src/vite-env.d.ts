/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Host of the French (Quebec) brand, e.g. `weklean.ca`. See src/app/site-config.ts. */
  readonly VITE_FRENCH_HOST?: string;
  /** Host of the English brand, e.g. `weklean.com`. See src/app/site-config.ts. */
  readonly VITE_ENGLISH_HOST?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
