import { eq } from "drizzle-orm";
import { generalSettings } from "~db/schema";
import type { Db } from "../db.server";
import { formOfAddress, type FormOfAddress } from "./form-of-address";

/** The form of address general settings hold, for answers a form's action writes (toasts, errors). */
export async function readFormOfAddress(db: Db): Promise<FormOfAddress> {
  const [row] = await db
    .select({ form_of_address: generalSettings.form_of_address })
    .from(generalSettings)
    .where(eq(generalSettings.id, 1))
    .limit(1);
  return formOfAddress(row);
}
