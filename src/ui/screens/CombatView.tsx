import { Box } from "ink";
import { bars, creatureGlyph, messageStanding } from "../../game/queries/index.js";
import { Text } from "../components/Text.js";
import type { Registries } from "../../content/registries.js";
import type { Creature, Game } from "../../game/index.js";
import { barWithNumbers, healthColor } from "../bars.js";
import { EffectLine, EffectList } from "../components/EffectList.js";
import { useFirstHint } from "../hooks/use-first-hint.js";
import { HintLine } from "../components/HintLine.js";
import { RecentLines } from "../components/RecentLines.js";
import { ScrollList } from "../components/ScrollList.js";
import { cutAtWord } from "../fit-text.js";
import { effectLabels } from "../effects.js";
import { HERO_GLYPH } from "../floor-glyphs.js";
import { useTheme } from "../hooks/use-theme.js";
import { abilityMenu, targetOf, type AbilityChoice, type CombatScreen } from "./combat.js";
import type { PlayViewProps } from "./play-view.js";
import { maxOf as largest } from "../../lib/arrays.js";

export { recentLines } from "../components/RecentLines.js";

/** Title, hero line, abilities heading, ability description, three message lines, hint line. */
const FIXED = 8;
const PADDING = 1;
/** Message lines at least; the fourth comes before any air; then more as room allows, up to the most. */
const MIN_MESSAGES = 3;
const MAX_MESSAGES = 10;

/**
 * How the fight's rows share a frame `height` tall: the lists first, then a fourth
 * message line, then a blank line either side of the hero, then more of the log.
 */
export interface CombatLayout {
  readonly enemyRows: number;
  readonly abilityRows: number;
  readonly messageLines: number;
  /** Blank lines above and below the hero's line. */
  readonly gaps: number;
}

/** `heroLines`: 2 while the hero carries status effects (they get a line of their own under the hero). */
export function combatLayout(height: number, enemies: number, abilities: number, heroLines = 1): CombatLayout {
  let room = Math.max(0, height - FIXED - (heroLines - 1));
  // Enemies keep at least three rows (or all of them, if fewer) before abilities take the rest.
  const enemyRows = Math.min(enemies, room, Math.max(Math.min(enemies, 3), room - abilities));
  room -= enemyRows;
  const abilityRows = Math.min(abilities, room);
  room -= abilityRows;
  const fourth = Math.min(1, room);
  room -= fourth;
  const gaps = Math.min(2, room);
  room -= gaps;
  return { enemyRows, abilityRows, messageLines: MIN_MESSAGES + fourth + Math.min(MAX_MESSAGES - MIN_MESSAGES - 1, room), gaps };
}

/** The widest a foe's name column grows: past it the bars stand too far from the shorter names. */
const NAME_MOST = 32;

/** Where an enemy row's name starts: the target mark, the symbol, a space. */
const NAME_AT = 4;

/** The fight: foes with health and intent, the hero, the ability menu, the latest messages. */
export function CombatView(props: PlayViewProps<CombatScreen>) {
  const theme = useTheme();
  const { game, registries, screen } = props;
  const { state } = game;
  const target = targetOf(screen, state);
  const menu = abilityMenu(game, registries, target);
  const cursor = Math.max(0, Math.min(screen.cursor, menu.length - 1));
  const layout = combatLayout(props.height, state.enemies.length, menu.length, state.player.modifiers.length ? 2 : 1);
  const foes = state.enemies.length;
  const maxOf = (c: Creature) => bars(c, registries, state).maxHealth;
  const numbers = Math.max(0, largest(state.enemies.map((e) => `${e.health}/${maxOf(e)}`.length)));
  const highlighted = menu[cursor];
  const inner = props.width - 2 * PADDING;
  // The name gets what the bar and the longest intent leave; a longer one is cut at a word.
  const intents = Math.max(0, largest(state.enemies.map((e) => [...intentWords(e, registries)].length)));
  const nameRoom = inner - NAME_AT - 1 - barWithNumbers(0, 1, numbers).length - 2 - intents;
  const nameWidth = Math.max(6, Math.min(NAME_MOST, nameRoom, largest(state.enemies.map((e) => [...e.name].length))));
  return (
    <Box flexDirection="column" height={props.height} paddingX={PADDING}>
      <Text wrap="truncate">
        <Text bold color={theme("danger")}>
          Fight
        </Text>
        {` — ${foes} ${foes === 1 ? "foe" : "foes"}  floor ${state.floor.number}  turn ${state.turn}`}
      </Text>
      <ScrollList
        items={state.enemies}
        rows={layout.enemyRows}
        place={{ cursor: target ? state.enemies.indexOf(target) : 0 }}
        render={(enemy) => (
          <EnemyRow
            key={enemy.id}
            enemy={enemy}
            targeted={enemy === target}
            max={maxOf(enemy)}
            numbers={numbers}
            nameWidth={nameWidth}
            registries={registries}
            width={inner}
          />
        )}
      />
      {layout.gaps > 0 ? <Text> </Text> : null}
      <HeroRow game={game} registries={registries} width={inner} />
      {layout.gaps > 1 ? <Text> </Text> : null}
      <Text bold wrap="truncate">
        {`Abilities${menu.length > layout.abilityRows ? ` (${cursor + 1} of ${menu.length})` : ""}`}
      </Text>
      <ScrollList
        items={menu}
        rows={layout.abilityRows}
        place={{ cursor }}
        render={(choice, i) => (
          <AbilityRow key={choice.id} choice={choice} selected={i === cursor} nameWidth={largest(menu.map((a) => a.def.name.length))} />
        )}
      />
      <Text color={theme("dim")} wrap="truncate">
        {highlighted?.def.description || " "}
      </Text>
      <Box flexGrow={1} />
      <RecentLines
        log={state.log}
        messages={props.messages}
        refused={props.refused}
        standing={messageStanding(state, registries)}
        count={layout.messageLines}
        width={inner}
      />
      <HintLine
        width={inner}
        lead={useFirstHint()}
        // `a` repeats what Enter does on the menu's first row; wait and items are in help: they give way before use and target.
        spare={["attack", "rest", "inventory"]}
        items={[
          ["confirm", "use"],
          ["tab", "target"],
          ["attack", "attack"],
          ["flee", "flee"],
          ["inventory", "items"],
          ["rest", "wait a turn"],
          ["help", "help"],
          ["quit", "quit"],
        ]}
      />
    </Box>
  );
}

/** "→ Bite": what an enemy announced for next turn. */
function intentWords(enemy: Creature, registries: Registries): string {
  return enemy.intent ? `→ ${registries.abilities.tryGet(enemy.intent.ability)?.name ?? enemy.intent.ability}` : "→ waits";
}

function EnemyRow(props: {
  enemy: Creature;
  targeted: boolean;
  max: number;
  numbers: number;
  nameWidth: number;
  registries: Registries;
  width: number;
}) {
  const theme = useTheme();
  const { enemy, registries } = props;
  const glyph = creatureGlyph(enemy, registries);
  const intent = intentWords(enemy, registries);
  const effects = effectLabels(enemy, registries);
  const name = ` ${cutAtWord(enemy.name, props.nameWidth).padEnd(props.nameWidth)} `;
  const health = barWithNumbers(enemy.health, props.max, props.numbers);
  const used = 2 + [...glyph.char].length + name.length + health.length + 2 + [...intent].length + 2;
  return (
    <Text wrap="truncate">
      <Text color={theme("highlight")}>{props.targeted ? "> " : "  "}</Text>
      <Text color={theme(glyph.color)}>{glyph.char}</Text>
      <Text color={props.targeted ? theme("highlight") : undefined} bold={props.targeted}>
        {name}
      </Text>
      <Text color={theme(healthColor(enemy.health, props.max))}>{health}</Text>
      <Text color={theme("warning")}>{`  ${intent}`}</Text>
      {effects.length ? (
        <Text>
          {"  "}
          <EffectList labels={effects} width={props.width - used} />
        </Text>
      ) : null}
    </Text>
  );
}

const EFFECTS_LABEL = "  turns left: ";

/** The hero's name, health and stamina; under it, while any are on, the hero's status effects. */
function HeroRow(props: { game: Game; registries: Registries; width: number }) {
  const theme = useTheme();
  const { game, registries } = props;
  const hero = game.state.player;
  const { health, maxHealth, stamina, maxStamina } = bars(hero, registries, game.state);
  const effects = effectLabels(hero, registries);
  return (
    <>
      <Text wrap="truncate">
        <Text color={theme("hero")} bold>
          {`${HERO_GLYPH} ${hero.name}`}
        </Text>
        {"  health "}
        <Text color={theme(healthColor(health, maxHealth))}>{barWithNumbers(health, maxHealth)}</Text>
        {"  stamina "}
        <Text color={theme("highlight")}>{barWithNumbers(stamina, maxStamina)}</Text>
      </Text>
      {effects.length ? <EffectLine label={EFFECTS_LABEL} labels={effects} width={props.width} /> : null}
    </>
  );
}

/** `Power strike  4 st  cd 3`; a blocked one greyed, with why (`— ready in 2 turns`). */
export function abilityLine(choice: AbilityChoice, nameWidth: number): string {
  const { def } = choice;
  const cost = def.cost > 0 ? `${def.cost} st` : "";
  const cooldown = def.cooldown > 0 ? `cd ${def.cooldown}` : "";
  const scope = def.target === "self" ? "self" : def.target === "all_enemies" ? "all foes" : "";
  const line = `${def.name.padEnd(nameWidth)}  ${cost.padEnd(5)} ${cooldown.padEnd(5)} ${scope}`.trimEnd();
  return choice.blocked ? `${line} — ${choice.blocked}` : line;
}

function AbilityRow(props: { choice: AbilityChoice; selected: boolean; nameWidth: number }) {
  const theme = useTheme();
  const { choice, selected } = props;
  const color = choice.blocked ? theme("dim") : selected ? theme("highlight") : undefined;
  return (
    <Text wrap="truncate">
      <Text color={theme("highlight")}>{selected ? "> " : "  "}</Text>
      <Text color={color} bold={selected && !choice.blocked}>
        {abilityLine(choice, props.nameWidth)}
      </Text>
    </Text>
  );
}
