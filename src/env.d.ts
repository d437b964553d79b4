/// <reference types="vite/client" />

/** True when the embedded MSW backend serves /api (npm start, the demo build, tests). */
declare const __USE_MOCKS__: boolean;

interface ImportMetaEnv {
  /** Base of every API call; '/api' unless set. */
  readonly VITE_API_BASE?: string;
  /** Comma-separated hosts that serve the store-owner variant of the console. */
  readonly VITE_STORE_HOSTS?: string;
}
