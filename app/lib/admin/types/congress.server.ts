import type { TableHooks } from "../table-hooks";
import { requireStartWhenNew } from "./events.server";

export const congressHooks: TableHooks = {
  prepare: async (_db, values, id) => requireStartWhenNew(values, id),
};
