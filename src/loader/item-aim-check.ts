import type { ReadState } from "./read.js";
import type { WarningSink } from "./warnings.js";

interface ItemAction {
  run_script?: string;
  to?: "self" | "target";
}

/**
 * An item is aimed at an enemy only when one of its actions says `to = "target"`. A script run
 * from an item that is not aimed has nobody as its target, so whatever it does to "target"
 * is lost while the item is used up: an item's `run_script` must say whom it is for.
 */
export function checkItemScriptAim(state: ReadState, sink: WarningSink): void {
  for (const [id, item] of state.entries.items) {
    const actions = (item.value["actions"] as ItemAction[] | undefined) ?? [];
    if (actions.some((a) => a.to === "target")) continue;
    const i = actions.findIndex((a) => a.run_script !== undefined && a.to === undefined);
    if (i < 0) continue;
    sink.add({
      file: item.origin.file,
      line: item.origin.lineOf(["actions", i, "run_script"]),
      subject: id,
      message:
        `actions[${i}].run_script: no action of this item has to = "target", so it is not aimed and the script's "target" is nobody ` +
        `(what it does to "target" is lost); write to = "target" to aim the item at an enemy, or to = "self" if the script only acts on the user`,
    });
  }
}
