import { z } from "zod";
import { flag, optionalText } from "~/lib/admin";

/** The alt-text form of one image (browser and server alike). */
export const AltTextSchema = z.object({
  id: z.coerce.number().int().positive(),
  alt_de: optionalText(300),
  alt_en: optionalText(300),
  decorative: flag(),
});
