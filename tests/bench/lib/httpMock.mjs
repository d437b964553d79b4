// @ts-check
/**
 * The production build served beside the mock backend over HTTP (mocks/http/server.ts, the
 * server of `npm run mock:http -- --static dist`): the console measured as shipped, against an
 * API on localhost, as the baseline is. No MSW in the page, so nothing of the mock runs on the
 * page's thread or stays in its heap; the mock's database is the node process's.
 */
import { tsModules } from '../../../scripts/lib/tsModules.mjs';

/**
 * @param {string} staticDir the production build
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startProductionOnHttpMock(staticDir) {
  const modules = await tsModules();
  const { startHttpMock } = await modules.load('/mocks/http/server.ts');
  const mock = await startHttpMock({ staticDir });
  return {
    url: mock.url,
    close: async () => {
      await mock.close();
      await modules.close();
    },
  };
}
