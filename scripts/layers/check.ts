// `npm run layers`: the dependency rule of src/ (.dependency-cruiser.cjs), each broken rule on a
// line, then the figures; exit 1 when anything is broken.
import { layerViolations, violationLine } from "./cruise.js";

const violations = await layerViolations();
for (const v of violations) console.log(violationLine(v));
const cycles = violations.filter((v) => v.rule === "value-cycle").length;
console.log(`${violations.length} violations; value cycles: ${cycles}`);
process.exitCode = violations.length ? 1 : 0;
