import { Box } from "ink";
import type { Registries } from "../content/registries.js";
import type { Game } from "../game/index.js";
import type { Screen } from "./screen-stack.js";
import { isOverlay } from "./screens/index.js";
import { CombatView } from "./screens/CombatView.js";
import { ConfirmView } from "./screens/ConfirmView.js";
import { CreateView } from "./screens/CreateView.js";
import { DialogView } from "./screens/DialogView.js";
import { GameOverView } from "./screens/GameOverView.js";
import { HelpView } from "./screens/HelpView.js";
import { InventoryView } from "./screens/InventoryView.js";
import { LogView } from "./screens/LogView.js";
import { LookView } from "./screens/LookView.js";
import { MapView } from "./screens/MapView.js";
import { PlayLayout } from "./components/SidePanel.js";
import { QuestsView } from "./screens/QuestsView.js";
import { SheetView } from "./screens/SheetView.js";
import { ShopView } from "./screens/ShopView.js";
import { OptionsView } from "./screens/OptionsView.js";
import { OverviewView } from "./screens/OverviewView.js";
import { TalkToView } from "./screens/TalkToView.js";
import { TitleView, type LoadSummary } from "./screens/TitleView.js";
import { optionsOf, type Session } from "./session.js";
import { firstHint } from "./first-hints.js";
import { FirstHintContext } from "./hooks/use-first-hint.js";
import { useBindings } from "./hooks/use-bindings.js";

interface ViewProps {
  readonly session: Session;
  readonly registries: Registries;
  readonly load: LoadSummary;
  readonly width: number;
  readonly height: number;
}

/** The topmost full screen, with every overlay above it drawn over it in stack order. */
export function StackView(props: ViewProps) {
  const { stack } = props.session;
  let base = stack.length - 1;
  while (base > 0 && isOverlay(stack[base]!)) base--;
  const hint = firstHint(optionsOf(props.session), props.session.scores, props.session.game, props.registries, useBindings());
  return (
    <FirstHintContext.Provider value={hint}>
      <Box flexDirection="column" width={props.width} height={props.height} overflow="hidden">
        {stack.slice(base).map((screen, i) => (
          <ScreenView key={base + i} screen={screen} {...props} />
        ))}
      </Box>
    </FirstHintContext.Provider>
  );
}

/** Everything but the screen that a screen of a running game is drawn from. */
function playProps(props: ViewProps, game: Game) {
  const { session } = props;
  return {
    game,
    registries: props.registries,
    messages: session.messages,
    ...(session.refused === undefined ? {} : { refused: session.refused }),
    width: props.width,
    height: props.height,
  };
}

function ScreenView(props: ViewProps & { screen: Screen }) {
  const { screen, session } = props;
  switch (screen.kind) {
    case "title":
      return <TitleView screen={screen} load={props.load} width={props.width} {...(session.scores ? { scores: session.scores } : {})} />;
    case "create":
      return <CreateView screen={screen} registries={props.registries} width={props.width} height={props.height} />;
    case "map":
    case "combat": {
      const game = session.game;
      if (!game) return null;
      return (
        <PlayLayout game={game} registries={props.registries} width={props.width} height={props.height}>
          {(width) =>
            screen.kind === "map" ? (
              <MapView
                game={game}
                registries={props.registries}
                messages={session.messages}
                {...(session.refused === undefined ? {} : { refused: session.refused })}
                width={width}
                height={props.height}
              />
            ) : (
              <CombatView screen={screen} {...playProps(props, game)} width={width} />
            )
          }
        </PlayLayout>
      );
    }
    case "inventory":
      return session.game ? <InventoryView screen={screen} {...playProps(props, session.game)} /> : null;
    case "log":
      return session.game ? (
        <LogView screen={screen} game={session.game} registries={props.registries} width={props.width} height={props.height} />
      ) : null;
    case "quests":
      return session.game ? (
        <QuestsView screen={screen} game={session.game} registries={props.registries} width={props.width} height={props.height} />
      ) : null;
    case "sheet":
      return session.game ? <SheetView screen={screen} {...playProps(props, session.game)} /> : null;
    case "help":
      return <HelpView height={props.height} {...(session.game ? { seed: session.game.state.seed } : {})} />;
    case "confirm":
      return <ConfirmView screen={screen} width={props.width} height={props.height} />;
    case "dialog":
    case "shop": {
      if (!session.game) return null;
      const shared = {
        game: session.game,
        registries: props.registries,
        messages: session.messages,
        ...(session.refused === undefined ? {} : { refused: session.refused }),
        width: props.width,
        height: props.height,
      };
      return screen.kind === "dialog" ? <DialogView screen={screen} {...shared} /> : <ShopView screen={screen} {...shared} />;
    }
    case "look":
      return session.game ? <LookView screen={screen} {...playProps(props, session.game)} memory={session.memory ?? {}} /> : null;
    case "overview":
      return session.game ? <OverviewView screen={screen} {...playProps(props, session.game)} /> : null;
    case "options":
      return (
        <OptionsView
          screen={screen}
          options={optionsOf(session)}
          {...(session.optionsProblem ? { problem: session.optionsProblem } : {})}
          width={props.width}
          height={props.height}
        />
      );
    case "talkTo":
      return session.game ? (
        <TalkToView screen={screen} state={session.game.state} registries={props.registries} width={props.width} height={props.height} />
      ) : null;
    case "gameover":
      return session.game ? (
        <GameOverView
          game={session.game}
          registries={props.registries}
          notes={session.ended?.notes ?? []}
          width={props.width}
          height={props.height}
        />
      ) : null;
  }
}
