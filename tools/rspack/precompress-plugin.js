// Writes a brotli (.br) and a gzip (.gz) twin beside every text asset of a production build, so the
// server sends compressed bytes without compressing per request (@fastify/static `preCompressed`).
const { brotliCompressSync, constants, gzipSync } = require('node:zlib');

const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;
// Below this size the encoding header costs about what compression saves.
const MIN_BYTES = 1024;

class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After every other plugin (Module Federation writes its manifest late), so each final asset is seen.
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        (assets) => {
          for (const [name, asset] of Object.entries(assets)) {
            if (!COMPRESSIBLE.test(name)) continue;
            const content = asset.buffer();
            if (content.length < MIN_BYTES) continue;
            const brotli = brotliCompressSync(content, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
            });
            compilation.emitAsset(`${name}.br`, new sources.RawSource(brotli));
            compilation.emitAsset(`${name}.gz`, new sources.RawSource(gzipSync(content, { level: 9 })));
          }
        },
      );
    });
  }
}

module.exports = { PrecompressPlugin };
