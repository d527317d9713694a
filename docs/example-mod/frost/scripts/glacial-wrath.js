// The White Matriarch's second phase. `args` come from the ability's action:
// { pack, base, per_fallen }. Each living wolf of her pack gives her 1 charisma
// (its aura), so the wolves that fell are the pack's size minus her charisma.
const alive = attribute("self", "charisma");
const fallen = Math.max(0, args.pack - alive);
const damage = args.base + args.per_fallen * fallen;

act({ damage, type: "cold", to: "target" });
// Mourning for two or more: she also chills the one who killed them.
if (fallen >= 2) act({ add_modifier: "core:chilled", to: "target" });
