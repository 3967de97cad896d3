import type { z } from "zod";
import type { Field, FieldDef, SearchWeight } from "./content-type-def";
import { definedEnglish, germanOf, type Bilingual } from "./bilingual-texts";
import {
  choice,
  emailAddress,
  flag,
  httpUrl,
  imageUrl,
  linkTarget,
  optionalDateTime,
  optionalHttpUrl,
  optionalImageUrl,
  optionalEmail,
  optionalLinkTarget,
  optionalPhoneNumber,
  optionalText,
  phoneNumber,
  requiredText,
  textList,
  wholeNumber,
} from "./zod-fields";

/*
 * The field builders of the content types: one call states a field's name, its form control, its
 * labels and its validation rule, and the type's schema is generated from its list of fields
 * (defineContentType). The rule's messages name the field by its label ("Titel ist erforderlich").
 */

/** What every builder takes. */
type Common = {
  /** German, or German and English ({ de, en }: the type brings its own English, bilingual-texts.ts). */
  label: string | Bilingual;
  /** Refused when blank, and marked with * in the form. */
  required?: boolean;
  /** Marked with * in the create form only; the type's hook refuses a new record without it. */
  requiredWhenNew?: boolean;
  hint?: string | Bilingual;
  half?: boolean;
  showWhen?: string;
  /** The rule when it is not the one the builder makes (a range or message of its own). */
  rule?: z.ZodType;
  /** Its words are found by the site search, counting as this class (an English twin too). */
  search?: SearchWeight;
};

/** A built field: its rule can be made again for another label (an English twin, a (DE)/(EN) pair). */
export type BuiltField<N extends string, S extends string> = Field<N, S> & {
  ruleFor: (label: string, required: boolean) => z.ZodType;
};

/** The switch a field is shown with, as the literal the definition gave (checked against the table). */
type ShowOf<O> = O extends { showWhen: infer S extends string } ? S : never;

/** One field of a builder: the options given, the form control's settings and how its rule is made. */
function build<N extends string, O extends Common>(
  name: N,
  options: O,
  form: Omit<FieldDef, "name" | "label" | "required" | "hint" | "half" | "showWhen" | "slug" | "search">,
  ruleFor: (label: string, required: boolean) => z.ZodType,
): BuiltField<N, ShowOf<O>> {
  const { required, half, rule, search } = options;
  const label = germanOf(options.label);
  const hint = options.hint === undefined ? undefined : germanOf(options.hint);
  // The option's own literal type (ShowOf<O>) is what `showWhen` holds; TypeScript cannot follow it through the condition.
  const showWhen = options.showWhen as ShowOf<O> | undefined;
  const field: BuiltField<N, ShowOf<O>> = { name, label, ...form, rule: rule ?? ruleFor(label, !!required), ruleFor };
  // Only what is declared is kept, so a field reads the same as one written out by hand.
  if (required) field.required = true;
  if (options.requiredWhenNew) field.requiredWhenNew = true;
  if (hint !== undefined) field.hint = hint;
  if (half !== undefined) field.half = half;
  if (showWhen !== undefined) field.showWhen = showWhen;
  if (search !== undefined) field.search = search;
  return field;
}

/**
 * A German field and its English twin beside it ("Titel" | "Titel (EN)"). The German field keeps its
 * name, label and rule; the twin (`<name>_en`) is never required, because empty means "not translated
 * yet" and the English page then shows the German text. `twin` sets the twin's own hint or prefix.
 */
export function english<N extends string, S extends string>(
  field: BuiltField<N, S>,
  twin: { hint?: string | Bilingual; prefix?: string } = {},
): [BuiltField<N, S>, BuiltField<`${N}_en`, S>] {
  const { required: _required, ...rest } = field;
  const label = marked(field.label, "EN");
  const english: BuiltField<`${N}_en`, S> = {
    ...rest,
    name: `${field.name}_en`,
    label,
    half: true,
    ...(twin.prefix === undefined ? {} : { prefix: twin.prefix }),
    ...(twin.hint === undefined ? {} : { hint: germanOf(twin.hint) }),
    rule: field.ruleFor(label, false),
  };
  // An English slug is made from the source's English twin (slugs.server.ts).
  if (field.slug) english.slug = { ...field.slug, english: true };
  return [{ ...field, half: true }, english];
}

/** A label with its language mark ("Titel (EN)"); a label the type gave in English too has its mark in English as well. */
function marked(label: string, mark: "DE" | "EN"): string {
  const english = definedEnglish(label);
  return germanOf(
    english === undefined ? `${label} (${mark})` : { de: `${label} (${mark})`, en: `${english} (${mark})` },
  );
}

/** The pair `<name>_de` | `<name>_en`, side by side, each labelled (DE)/(EN) and as required as the field. */
export function bilingual<N extends string, S extends string>(
  field: BuiltField<N, S>,
): [BuiltField<`${N}_de`, S>, BuiltField<`${N}_en`, S>] {
  const pair = (lang: "de" | "en") => {
    const label = marked(field.label, lang === "de" ? "DE" : "EN");
    return { ...field, label, half: true, rule: field.ruleFor(label, !!field.required) };
  };
  return [
    { ...pair("de"), name: `${field.name}_de` },
    { ...pair("en"), name: `${field.name}_en` },
  ];
}

/** The most characters of a text field when a type does not say. */
const TEXT_MAX = 500;

type TextOptions = Common &
  Pick<FieldDef, "rows" | "prefix" | "maxLength"> & {
    /** The most characters the rule lets through. */
    max?: number;
  };

function textRule(max: number) {
  return (label: string, required: boolean) => (required ? requiredText(label, max) : optionalText(max));
}

/** A one-line text. */
export function text<N extends string, const O extends TextOptions>(name: N, options: O) {
  const { max = TEXT_MAX, rows, prefix, maxLength } = options;
  return build(name, options, defined({ kind: "text", rows, prefix, maxLength }), textRule(max));
}

/** A text of several lines. */
export function textarea<N extends string, const O extends TextOptions>(name: N, options: O) {
  const { max = TEXT_MAX, rows, maxLength } = options;
  return build(name, options, defined({ kind: "textarea", rows, maxLength }), textRule(max));
}

/**
 * A long text written in the visual editor and stored as HTML of the rich-text allow-list
 * (docs/decisions/0048-rich-text-field.md); without JavaScript it is a plain HTML text box.
 */
export function richText<N extends string, const O extends TextOptions & Pick<FieldDef, "legacy">>(
  name: N,
  options: O,
) {
  const { max = TEXT_MAX, rows, legacy } = options;
  return build(name, options, defined({ kind: "richText", rows, legacy }), textRule(max));
}

/**
 * An outside address that must stay absolute http(s): a video or other embed, a shop, ticket or
 * article page elsewhere. Its public page renders only http(s) here (safeHttpUrl), so a path is refused.
 */
export function url<N extends string, const O extends Common>(name: N, options: O) {
  return build(name, options, { kind: "url" }, (label, required) => (required ? httpUrl(label) : optionalHttpUrl()));
}

/**
 * A link as the site renders it: a path of the site (/services/einzelcoaching, in /en too) or an http(s)
 * address, judged by the one same-site guard (safeHref) on save and on the page alike.
 */
export function link<N extends string, const O extends Common>(name: N, options: O) {
  return build(name, options, { kind: "link" }, (label, required) =>
    required ? linkTarget(label) : optionalLinkTarget(),
  );
}

/** An image: a file of the site (/images/…, /media/…) or an http(s) URL, with the media picker. */
export function image<N extends string, const O extends Common>(name: N, options: O) {
  return build(name, options, { kind: "image" }, (label, required) =>
    required ? imageUrl(label) : optionalImageUrl(),
  );
}

type SlugOptions = Omit<Common, "required" | "rule"> &
  Pick<FieldDef, "prefix"> & {
    /** The field an empty slug is made from ("title"). */
    source: string;
    /** The slug when the source gives none ("beitrag"). */
    fallback: string;
    max?: number;
  };

/**
 * A page's address under `prefix`. The engine finishes it on every save, in both languages by one rule
 * (slugs.server.ts): a typed slug is normalised and refused when another record has it ('Slug bereits
 * verwendet'); left empty, it is made from `source` (else `fallback`) and made unique with -1, -2, …
 * Shown only while a switch is on (`showWhen`), it is empty while that switch is off.
 */
export function slug<N extends string, const S extends string, const O extends SlugOptions>(
  name: N,
  options: O & { source: S },
): BuiltField<N, ShowOf<O> | S> {
  const { max = 200, prefix, source, fallback } = options;
  // The source is checked against the table like a switch is (the field's second type).
  return { ...build(name, options, defined({ kind: "text", prefix }), textRule(max)), slug: { source, fallback } };
}

/**
 * The address of a type's own pages in both languages: the slug under the German prefix, made from
 * `source`, and its English twin under the English one, made from the source's English twin (the
 * engine's one rule, `slug`). `sourceName` names the source in the hints ("Titel", "Namen").
 */
export function pageSlug<const S extends string, const W extends string = never>(options: {
  source: S;
  sourceName: string;
  fallback: string;
  prefixes: readonly [german: string, english: string];
  showWhen?: W;
}): [BuiltField<"slug", S | W>, BuiltField<"slug_en", S | W>] {
  const { source, sourceName, fallback, prefixes, showWhen } = options;
  const german = slug("slug", {
    label: "Webadresse",
    source,
    fallback,
    ...(showWhen === undefined ? {} : { showWhen }),
    prefix: prefixes[0],
    hint: `Leer lassen, um sie aus dem ${sourceName} zu erzeugen (der letzte Teil der Adresse, auch „Slug“ genannt).`,
  });
  return english(german, {
    prefix: prefixes[1],
    hint: `Leer lassen, um sie aus dem englischen ${sourceName} zu erzeugen.`,
  });
}

/** A switch (a boolean column). */
export function toggle<N extends string, const O extends Omit<Common, "required">>(name: N, options: O) {
  return build(name, options, { kind: "switch" }, () => flag());
}

/**
 * A whole number between `min` (default 0) and `max` (or `most`, a bound the input does not show);
 * `min` and `max` also bound the input. A number with its own range or steps (a rating) passes its `rule`.
 */
export function number<
  N extends string,
  const O extends Common & Pick<FieldDef, "min" | "max" | "step"> & { most?: number },
>(name: N, options: O) {
  const { min, max, step, most } = options;
  return build(name, options, defined({ kind: "number", min, max, step }), (label) =>
    wholeNumber(label, defined({ min, max: most ?? max })),
  );
}

/** One of fixed options; `choose` completes the message "Bitte … wählen" (default: the label). */
export function select<
  N extends string,
  const O extends Common & { options: readonly { value: string; label: string }[]; choose?: string },
>(name: N, options: O) {
  const [first, ...others] = options.options.map((option) => option.value);
  return build(name, options, { kind: "select", options: options.options }, (label) =>
    choice([first ?? "", ...others], options.choose ?? label),
  );
}

/** A list of short texts, entered one by one (project skills). */
export function tags<N extends string, const O extends Common & { most?: number }>(name: N, options: O) {
  return build(name, options, { kind: "tags" }, () => textList(options.most));
}

/** A moment in Berlin time (datetime-local), stored as the instant; may stay empty. */
export function dateTime<N extends string, const O extends Common>(name: N, options: O) {
  return build(name, options, { kind: "datetime" }, () => optionalDateTime());
}

/** Drops the settings left out, so a field holds only what it declares. */
function defined<T extends Record<string, unknown>>(value: T): T {
  for (const key of Object.keys(value)) if (value[key] === undefined) delete value[key];
  return value;
}

/* Fields of the single-record screens (general settings, page heroes, profile; single-record-form.ts). */

/** An e-mail address: an input of type email (the phone's e-mail keyboard), checked as an address. */
export function email<N extends string, const O extends Common>(name: N, options: O) {
  return build(name, options, { kind: "text", inputType: "email" }, (label, required) =>
    required ? emailAddress(label) : optionalEmail(),
  );
}

/** A phone number: an input of type tel, digits, spaces and + ( ) / - only. */
export function phone<N extends string, const O extends Common>(name: N, options: O) {
  return build(name, options, { kind: "text", inputType: "tel" }, (label, required) =>
    required ? phoneNumber(label) : optionalPhoneNumber(),
  );
}
