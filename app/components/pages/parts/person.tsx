import { fallbackLang } from "~/lib/i18n";

type Person = { name: string; title: string; bio: string; untranslated?: readonly string[] };

/** A speaker's or organizer's name, role and short biography. */
export function PersonTexts({
  person,
  nameClassName,
  bioClassName,
}: {
  person: Person;
  nameClassName: string;
  bioClassName: string;
}) {
  return (
    <>
      <h3 className={nameClassName}>{person.name}</h3>
      <p className="text-sm font-medium text-primary" lang={fallbackLang(person, "title")}>
        {person.title}
      </p>
      <p className={bioClassName} lang={fallbackLang(person, "bio")}>
        {person.bio}
      </p>
    </>
  );
}
