import type { ReadState } from "./read.js";
import type { WarningSink } from "./warnings.js";

/**
 * Checks across entries that a single entry's schema cannot see. They warn but lose
 * nothing: the content still loads, and the message says what will go wrong in play.
 */
export function checkConsistency(state: ReadState, sink: WarningSink): void {
  const options = [...state.entries.options.values()];
  for (const [id, category] of state.entries.option_categories) {
    const pick = category.value["pick"] as number;
    const count = options.filter((o) => o.value["category"] === id).length;
    if (count < pick) {
      sink.add({
        file: category.origin.file,
        line: category.origin.lineOf(["pick"]),
        subject: id,
        message: `pick = ${pick}, but only ${count} option(s) name this category: character creation cannot finish`,
      });
    }
  }
}
