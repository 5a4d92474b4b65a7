import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files worth compressing; images other than SVG are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

async function* filesBelow(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesBelow(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every text file of the build, at the
 * highest levels: done once here, they cost nothing per request, and the server
 * (@fastify/static `preCompressed`) sends the one the browser accepts. A copy that would not
 * be smaller is not written, so the server sends the original.
 * Ours, not vite-plugin-compression2 (which runs on Vite 8): that one compresses only the
 * bundle and public/, not the pages prerender.ts writes into dist/pages.
 */
export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "sector:precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const jobs: Promise<void>[] = [];
      for await (const file of filesBelow(outDir)) {
        jobs.push(
          (async () => {
            const source = await readFile(file);
            const [br, gzipped] = await Promise.all([
              brotli(source, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
                },
              }),
              gz(source, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            if (br.length < source.length) await writeFile(`${file}.br`, br);
            if (gzipped.length < source.length) await writeFile(`${file}.gz`, gzipped);
          })(),
        );
      }
      await Promise.all(jobs);
    },
  };
}
