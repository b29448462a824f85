/**
 * Docusaurus starts every plugin's postBuild at once (core's executePluginsPostBuild), so a step
 * that reads what other plugins write there (precompression reads the sitemap and the blog's
 * feeds) must wait for them. Plugins wrapped with `awaited` are tracked; `otherPostBuilds`
 * resolves once every tracked postBuild of this build has finished.
 */
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';

// Docusaurus loads the config and each plugin as fresh copies of their modules (jiti without
// the require cache), so the copy that wraps and the copy that waits share the set here.
const KEY = Symbol.for('shield-docs.postBuilds');
const shared = globalThis as {[KEY]?: Set<Promise<unknown>>};
const running = (shared[KEY] ??= new Set());

/** A plugin package as imported: its plugin function and its options validation. */
interface PluginPackage {
  default: unknown;
  validateOptions?: unknown;
}

/** The package's plugin, with its postBuild tracked. */
export function awaited(pkg: PluginPackage): PluginModule {
  const module = pkg.default as PluginModule;
  const wrapped: PluginModule = async (context: LoadContext, options: unknown): Promise<Plugin | null> => {
    const plugin = await module(context, options);
    const postBuild = plugin?.postBuild;
    if (!plugin || !postBuild) return plugin;
    return {
      ...plugin,
      postBuild(props) {
        const done = Promise.resolve(postBuild.call(plugin, props));
        running.add(done);
        void done.finally(() => running.delete(done)).catch(() => undefined);
        return done;
      },
    };
  };
  // Core reads the validation from the function it is given.
  wrapped.validateOptions = pkg.validateOptions as PluginModule['validateOptions'];
  return wrapped;
}

/**
 * Resolves when the tracked postBuilds have finished. Core calls every postBuild in one
 * synchronous loop, so after one turn of the event loop all of them have started.
 */
export async function otherPostBuilds(): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  await Promise.allSettled([...running]);
}
