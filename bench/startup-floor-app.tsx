// The floor of a start (startup-floor.bench.ts): Ink drawing one line, loaded the way the game
// loads Ink (yoga without fetch), bundled the way the game is bundled.
import { restoreFetch } from "../src/cli/yoga-without-fetch.js";
import { render, Text } from "ink";

restoreFetch();
render(<Text>ready</Text>);
