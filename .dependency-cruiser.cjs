// The dependency rule inside src/, checked by dependency-cruiser (`npm run layers`, and in
// `npm test` by test/layering/layering.test.ts).
//
// The layers, bottom to top:
//
//   lib → content → game → the engines {gen, sim, script, docs} → profile → loader → save → ui → cli
//
// A folder may import (values and types alike) only from itself and from lower layers. The engines
// are peers: none imports another. profile sits below loader because the loader reads the profile's
// load order file and writes its log there with the profile's safe read/write. docs is an engine:
// it reads schemas (content) and formats them, and knows no loader.
//
// Beside the layers: no cycle of value imports anywhere in src (type-only imports may loop, they
// vanish at run time); every import resolves; src/game imports no Ink, React or file system.
// The rules inside src/game (which sub-folder may import which) live in scripts/layers/game.cjs.

/** The layers from the bottom; folders in one inner list are peers and may not import each other. */
const LAYERS = [["lib"], ["content"], ["game"], ["gen", "sim", "script", "docs"], ["profile"], ["loader"], ["save"], ["ui"], ["cli"]];
const FOLDERS = LAYERS.flat();

const under = (folders) => `^src/(${folders.join("|")})/`;

/** One rule per folder: nothing from a higher layer, nor from a peer. */
const layerRules = LAYERS.flatMap((layer, i) =>
  layer.map((folder) => {
    const allowed = [folder, ...LAYERS.slice(0, i).flat()];
    return {
      name: `upward-from-${folder}`,
      comment: `src/${folder}/ may import only from ${allowed.join(", ")}`,
      severity: "error",
      from: { path: under([folder]) },
      to: { path: under(FOLDERS.filter((f) => !allowed.includes(f))) },
    };
  }),
);

// Until the game-internal rules are merged this file may be missing; the guard goes once it is in.
const gameRules = require("./scripts/layers/game.cjs");

module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: "outside-the-layers",
      comment: `every module under src/ sits in one of the layer folders (${FOLDERS.join(", ")}): place a new folder in LAYERS`,
      severity: "error",
      from: { path: "^src/", pathNot: under(FOLDERS) },
      to: {},
    },
    {
      name: "into-no-layer",
      comment: "an import of a module under src/ outside every layer folder",
      severity: "error",
      from: {},
      to: { path: "^src/", pathNot: under(FOLDERS) },
    },
    {
      name: "value-cycle",
      comment: "value imports form a cycle (type-only imports are left out: they vanish at run time)",
      severity: "error",
      from: {},
      to: { circular: true, dependencyTypesNot: ["type-only"], viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
    {
      name: "not-resolvable",
      comment: "the import names a module that does not resolve",
      severity: "error",
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: "game-imports-ui-or-fs",
      comment: "src/game is pure: no Ink, React or file system (the UI and the profile do that)",
      severity: "error",
      from: { path: "^src/game/" },
      to: { path: ["(^|/)node_modules/(ink|ink-[^/]+|react)/", "^(node:)?fs(/promises)?$"] },
    },
    ...gameRules,
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    doNotFollow: { path: "node_modules" },
    // Ink (and zod's subpaths) are found only through package.json "exports", which the resolver
    // reads only when told to.
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"] },
  },
};
