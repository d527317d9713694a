import { createContext, useContext } from "react";

/** The first-run hint to show in front of the hint line of the map and the fight, if any (see `first-hints.ts`). */
export const FirstHintContext = createContext<string | undefined>(undefined);

export function useFirstHint(): string | undefined {
  return useContext(FirstHintContext);
}
