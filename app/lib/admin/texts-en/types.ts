/** Part of the English dictionary: German text as written in the code → its English form. */
export type EnglishTexts = Readonly<Record<string, string>>;
