import { mergeConfig } from 'vite';
import { appConfig } from '../../tools/vite/app-config.ts';

/**
 * The libraries' modules only declare things; importing a barrel must not pull every module behind it into
 * the entry chunk. The api and CMS clients are the exception: their endpoint files inject into the api when
 * evaluated, so they keep their side effects.
 */
const DECLARATIVE_LIB_MODULE = /\/libs\/(?!api-client\/|cms-client\/)[^/]+\/src\/.+\.tsx?$/;

export default mergeConfig(appConfig(import.meta.dirname, { port: 4200 }), {
  build: {
    rollupOptions: {
      treeshake: { moduleSideEffects: (id: string) => !DECLARATIVE_LIB_MODULE.test(id) },
    },
  },
});
