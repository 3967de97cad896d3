// Writes app/assets/icons.svg from app/components/icon-names.ts (`npx tsx scripts/icon-sprite.ts` after changing the list).
import { writeFileSync } from "node:fs";
import { iconSprite } from "./icon-sprite-source";

writeFileSync(new URL("../app/assets/icons.svg", import.meta.url), iconSprite());
