import { partnerOf } from "../npcs.js";
import { dialogOptions } from "../rules/dialog.js";
import { runActions } from "../effects/run-actions.js";
import { countWord } from "./trade-lines.js";
import type { CommandModule } from "./types.js";

/** Say the dialog option numbered `option` (from 1, counting only the options shown). */
export interface ChooseDialogCommand {
  readonly kind: "choose_dialog";
  readonly option: number;
}

export const chooseDialog: CommandModule<ChooseDialogCommand> = {
  modes: ["talking"],
  handle(command, ctx) {
    const { state } = ctx;
    const npc = partnerOf(state, ctx.registries);
    // The same list the dialog shows, so "2" is the second line the player saw.
    const options = dialogOptions(state, ctx.registries);
    const chosen = options[command.option - 1];
    if (!npc || !chosen) {
      return { kind: "rejected", reason: options.length ? `Choose an option from 1 to ${options.length}.` : "There is nothing to say." };
    }
    ctx.log(`You: "${chosen.text}"`);
    const { actions } = chosen.option;
    // A line that does nothing ("Farewell.", a remark) is said in parting; one that does
    // something (a quest, the shop) keeps the conversation going.
    if (actions.length === 0) {
      delete state.talk;
      ctx.log(`You leave ${npc.def.name}.`);
      return { kind: "done" };
    }
    // An NPC has no body: what its dialog does, it does to the hero, whichever way `to` points.
    runActions(actions, { self: state.player, other: state.player, defaultTo: "self", cause: { name: npc.def.name } }, ctx);
    return { kind: "done" };
  },
  line: {
    verb: "choose",
    usage: "choose <option number, from 1>",
    summary: "say that dialog option (numbered as shown, hidden ones not counted)",
    parse(args) {
      const option = args.length === 1 ? countWord(args[0]) : undefined;
      return option === undefined ? "choose takes one option number, from 1: choose 2" : { kind: "choose_dialog", option };
    },
    format: (c) => `choose ${c.option}`,
  },
};
