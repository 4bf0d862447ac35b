#!/usr/bin/env node
// `npx livecheck …` from a clone: runs the TypeScript client through tsx (a devDependency of the repository).
import { register } from "tsx/esm/api";

register();
const { main } = await import("../src/cli.ts");
process.exitCode = await main(process.argv.slice(2));
