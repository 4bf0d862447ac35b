// `npm run bundle:import -- <folder|archive> [--publish] [--demo]`: imports a benchmark
// bundle as the system (admin rights). Prints a summary, or every problem and exits 1.
import { parseArgs } from "node:util";
import { importBundleFromPath } from "@/lib/server/bundles/import-bundle-from-path";
import { BundleInvalidError, formatProblem } from "@/lib/server/bundles/bundle-invalid-error";

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { publish: { type: "boolean" }, demo: { type: "boolean" } },
  });
  const source = positionals[0];
  if (!source || positionals.length > 1) {
    console.error("usage: npm run bundle:import -- <folder|bundle.zip|bundle.tar.gz> [--publish] [--demo]");
    return 2;
  }
  try {
    const summary = await importBundleFromPath({ id: null, role: "admin" }, source, {
      publish: values.publish,
      demo: values.demo,
    });
    console.log(JSON.stringify(summary));
    if (summary.status === "draft")
      console.error(
        `Draft ${summary.release}: nothing is public yet. Review and publish it at /maintain/${summary.slug}/publish, or import again with --publish.`,
      );
    return 0;
  } catch (err) {
    if (err instanceof BundleInvalidError) {
      err.problems.forEach((p) => console.error(formatProblem(p)));
      const more = err.totalProblems - err.problems.length;
      if (more > 0) console.error(`… and ${more} more problems`);
    }
    console.error(err instanceof Error ? err.message : String(err));
    return 1;
  }
}

main().then((code) => process.exit(code));
