/** One lazily loaded table per game, so the lobby never downloads a table's code. */
import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { TableProps } from "./types.ts";

type Table = LazyExoticComponent<ComponentType<TableProps<any>>>;

export const TABLES: Readonly<Record<string, Table>> = {
  "oh-hell": lazy(() => import("./oh-hell/Table.tsx")),
  "bet-on-tricks": lazy(() => import("./bet-on-tricks/Table.tsx")),
  "101": lazy(() => import("./101/Table.tsx")),
  "gg-battle": lazy(() => import("./gg-battle/Table.tsx")),
};

export const GenericTable = lazy(() => import("./GenericTable.tsx"));
