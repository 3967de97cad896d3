import { asc, desc, eq, getTableColumns } from "drizzle-orm";
import { libraryAltColumns, withLibraryAlt } from "../../media/library-alt.server";
import { communityFeatures, communityStats } from "~db/schema";
import { localizeRow } from "../../i18n/languages";
import { translatedFields } from "../../pages/public-record";
import { communityFeatures as communityFeaturesType } from "./community-features";
import { listSlot, type ListData, type PublicServer } from "../public-server.server";

/* The server half of the community page (decision 0067). */

const list = listSlot({
  reads: (db) =>
    [
      // public-site.md 7.1: features newest first; stats active only, display_order ascending.
      // Community posts are read by the spec but never shown, so they are not read here.
      db
        .select({ ...getTableColumns(communityFeatures), ...libraryAltColumns(communityFeatures.image_url) })
        .from(communityFeatures)
        .orderBy(desc(communityFeatures.created_at), desc(communityFeatures.id)),
      db
        .select({
          id: communityStats.id,
          stat_value: communityStats.stat_value,
          stat_label_de: communityStats.stat_label_de,
          stat_label_en: communityStats.stat_label_en,
          icon_name: communityStats.icon_name,
        })
        .from(communityStats)
        .where(eq(communityStats.is_active, true))
        .orderBy(asc(communityStats.display_order), asc(communityStats.id)),
    ] as const,
  shape: ([features, stats], { lang }) => ({
    features: features.map((row) => {
      const withAlt = withLibraryAlt(row, lang);
      return localizeRow(withAlt, translatedFields(communityFeaturesType, withAlt), lang);
    }),
    stats,
  }),
});

export type CommunityList = ListData<typeof list>;

export const publicPage: PublicServer<"community-features"> = { key: "community-features", list };
