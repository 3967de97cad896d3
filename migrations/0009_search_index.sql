-- Full-text search over blog posts and shop products in both languages (docs/decisions/0030).
--
-- One plain FTS5 table per searched type: its rowid is the record's id and the triggers below own its
-- rows, so every path that writes the source table (forms, publish and restore batches, the seed) keeps
-- the index in step without knowing about it.
--
-- German umlauts and ß are written out (ä→ae, ö→oe, ü→ue, ß→ss, in both cases) before the text is
-- indexed, the way slugs fold them and the way the search box folds the visitor's words
-- (app/lib/slug.ts), so "Glück", "glücklich" and "gluecklich" share the token "glueck…". The tokenizer
-- then folds case and removes the remaining accents (é→e).
--
-- The folding lives in SQL here because D1 offers no way to register a function; a change to the
-- umlaut table in app/lib/slug.ts needs a migration that rebuilds these tables.
--> statement-breakpoint
CREATE VIRTUAL TABLE `blog_search` USING fts5(title, title_en, excerpt, excerpt_en, category, category_en, content, content_en, tokenize = 'unicode61 remove_diacritics 2');
--> statement-breakpoint
CREATE TRIGGER `blog_posts_search_insert` AFTER INSERT ON `blog_posts` BEGIN
  INSERT INTO `blog_search` (rowid, title, title_en, excerpt, excerpt_en, category, category_en, content, content_en) VALUES (new.id,
    replace(replace(replace(replace(replace(replace(replace(replace(new.title, 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'), 'Ä', 'Ae'), 'Ö', 'Oe'), 'Ü', 'Ue'), 'ẞ', 'SS'),
    replace(replace(replace(replace(replace(replace(replace(replace(new.title_en, 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'), 'Ä', 'Ae'), 'Ö', 'Oe'), 'Ü', 'Ue'), 'ẞ', 'SS'),
    replace(replace(replace(replace(replace(replace(replace(replace(new.excerpt, 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'), 'Ä', 'Ae'), 'Ö', 'Oe'), 'Ü', 'Ue'), 'ẞ', 'SS'),
    replace(replace(replace(replace(replace(replace(replace(replace(new.excerpt_en, 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'), 'Ä', 'Ae'), 'Ö', 'Oe'), 'Ü', 'Ue'), 'ẞ', 'SS'),
    replace(replace(replace(replace(replace(replace(replace(replace(new.category, 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'), 'Ä', 'Ae'), 'Ö', 'Oe'), 'Ü', 'Ue'), 'ẞ', 'SS'),
    replace(replace(replace(replace(replace(replace(replace(replace(new.category_en, 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'), 'Ä', 'Ae'), 'Ö', 'Oe'), 'Ü', 'Ue'), 'ẞ', 'SS'),
    replace(replace(replace(replace(replace(replace(replace(replace(new.content, 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'), 'Ä', 'Ae'), 'Ö', 'Oe'), 'Ü', 'Ue'), 'ẞ', 'SS'),
    replace(replace(replace(replace(replace(replace(replace(replace(new.content_en, 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'), 'Ä', 'Ae'), 'Ö', 'Oe'), 'Ü', 'Ue'), 'ẞ', 'SS'));
END;
--> statement-breakpoint
CREATE TRIGGER `blog_posts_search_update` AFTER UPDATE OF id, title, title_en, excerpt, excerpt_en, category, category_en, content, content_en ON `blog_posts` BEGIN
  DELETE FROM `blog_search` WHERE rowid = old.id;
  INSERT INTO `blog_search` (rowid, title, title_en, excerpt, excerpt_en, category, category_en, content, content_en) VALUES (new.id,
    replace(replace(replace(replace(replace(replace(replace(replace(new.title, 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'), 'Ä', 'Ae'), 'Ö', 'Oe'), 'Ü', 'Ue'), 'ẞ', 'SS'),
    replace(replace(replace(replace(replace(replace(replace(replace(new.title_en, 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'), 'Ä', 'Ae'), 'Ö', 'Oe'), 'Ü', 'Ue'), 'ẞ', 'SS'),
    replace(replace(replace(replace(replace(replace(replace(replace(new.excerpt, 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'), 'Ä', 'Ae'), 'Ö', 'Oe'), 'Ü', 'Ue'), 'ẞ', 'SS'),
    replace(replace(replace(replace(replace(replace(replace(replace(new.excerpt_en, 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'), 'Ä', 'Ae'), 'Ö', 'Oe'), 'Ü', 'Ue'), 'ẞ', 'SS'),
    replace(replace(replace(replace(replace(replace(replace(replace(new.category, 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'), 'Ä', 'Ae'), 'Ö', 'Oe'), 'Ü', 'Ue'), 'ẞ', 'SS'),
    replace(replace(replace(replace(replace(replace(replace(replace(new.category_en, 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'), 'Ä', 'Ae'), 'Ö', 'Oe'), 'Ü', 'Ue'), 'ẞ', 'SS'),
    replace(replace(replace(replace(replace(replace(replace(replace(new.content, 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'), 'Ä', 'Ae'), 'Ö', 'Oe'), 'Ü', 'Ue'), 'ẞ', 'SS'),
    replace(replace(replace(replace(replace(replace(replace(replace(new.content_en, 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'), 'Ä', 'Ae'), 'Ö', 'Oe'), 'Ü', 'Ue'), 'ẞ', 'SS'));
END;
--> statement-breakpoint
CREATE TRIGGER `blog_posts_search_delete` AFTER DELETE ON `blog_posts` BEGIN
  DELETE FROM `blog_search` WHERE rowid = old.id;
END;
--> statement-breakpoint
INSERT INTO `blog_search` (rowid, title, title_en, excerpt, excerpt_en, category, category_en, content, content_en) SELECT id,
  replace(replace(replace(replace(replace(replace(replace(replace(title, 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'), 'Ä', 'Ae'), 'Ö', 'Oe'), 'Ü', 'Ue'), 'ẞ', 'SS'),
  replace(replace(replace(replace(replace(replace(replace(replace(title_en, 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'), 'Ä', 'Ae'), 'Ö', 'Oe'), 'Ü', 'Ue'), 'ẞ', 'SS'),
  replace(replace(replace(replace(replace(replace(replace(replace(excerpt, 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'), 'Ä', 'Ae'), 'Ö', 'Oe'), 'Ü', 'Ue'), 'ẞ', 'SS'),
  replace(replace(replace(replace(replace(replace(replace(replace(excerpt_en, 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'), 'Ä', 'Ae'), 'Ö', 'Oe'), 'Ü', 'Ue'), 'ẞ', 'SS'),
  replace(replace(replace(replace(replace(replace(replace(replace(category, 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'), 'Ä', 'Ae'), 'Ö', 'Oe'), 'Ü', 'Ue'), 'ẞ', 'SS'),
  replace(replace(replace(replace(replace(replace(replace(replace(category_en, 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'), 'Ä', 'Ae'), 'Ö', 'Oe'), 'Ü', 'Ue'), 'ẞ', 'SS'),
  replace(replace(replace(replace(replace(replace(replace(replace(content, 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'), 'Ä', 'Ae'), 'Ö', 'Oe'), 'Ü', 'Ue'), 'ẞ', 'SS'),
  replace(replace(replace(replace(replace(replace(replace(replace(content_en, 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'), 'Ä', 'Ae'), 'Ö', 'Oe'), 'Ü', 'Ue'), 'ẞ', 'SS')
FROM `blog_posts`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `shop_search` USING fts5(name, name_en, description, description_en, detailed_description, detailed_description_en, category, category_en, tokenize = 'unicode61 remove_diacritics 2');
--> statement-breakpoint
CREATE TRIGGER `shop_products_search_insert` AFTER INSERT ON `shop_products` BEGIN
  INSERT INTO `shop_search` (rowid, name, name_en, description, description_en, detailed_description, detailed_description_en, category, category_en) VALUES (new.id,
    replace(replace(replace(replace(replace(replace(replace(replace(new.name, 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'), 'Ä', 'Ae'), 'Ö', 'Oe'), 'Ü', 'Ue'), 'ẞ', 'SS'),
    replace(replace(replace(replace(replace(replace(replace(replace(new.name_en, 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'), 'Ä', 'Ae'), 'Ö', 'Oe'), 'Ü', 'Ue'), 'ẞ', 'SS'),
    replace(replace(replace(replace(replace(replace(replace(replace(new.description, 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'), 'Ä', 'Ae'), 'Ö', 'Oe'), 'Ü', 'Ue'), 'ẞ', 'SS'),
    replace(replace(replace(replace(replace(replace(replace(replace(new.description_en, 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'), 'Ä', 'Ae'), 'Ö', 'Oe'), 'Ü', 'Ue'), 'ẞ', 'SS'),
    replace(replace(replace(replace(replace(replace(replace(replace(new.detailed_description, 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'), 'Ä', 'Ae'), 'Ö', 'Oe'), 'Ü', 'Ue'), 'ẞ', 'SS'),
    replace(replace(replace(replace(replace(replace(replace(replace(new.detailed_description_en, 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'), 'Ä', 'Ae'), 'Ö', 'Oe'), 'Ü', 'Ue'), 'ẞ', 'SS'),
    replace(replace(replace(replace(replace(replace(replace(replace(new.category, 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'), 'Ä', 'Ae'), 'Ö', 'Oe'), 'Ü', 'Ue'), 'ẞ', 'SS'),
    replace(replace(replace(replace(replace(replace(replace(replace(new.category_en, 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'), 'Ä', 'Ae'), 'Ö', 'Oe'), 'Ü', 'Ue'), 'ẞ', 'SS'));
END;
--> statement-breakpoint
CREATE TRIGGER `shop_products_search_update` AFTER UPDATE OF id, name, name_en, description, description_en, detailed_description, detailed_description_en, category, category_en ON `shop_products` BEGIN
  DELETE FROM `shop_search` WHERE rowid = old.id;
  INSERT INTO `shop_search` (rowid, name, name_en, description, description_en, detailed_description, detailed_description_en, category, category_en) VALUES (new.id,
    replace(replace(replace(replace(replace(replace(replace(replace(new.name, 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'), 'Ä', 'Ae'), 'Ö', 'Oe'), 'Ü', 'Ue'), 'ẞ', 'SS'),
    replace(replace(replace(replace(replace(replace(replace(replace(new.name_en, 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'), 'Ä', 'Ae'), 'Ö', 'Oe'), 'Ü', 'Ue'), 'ẞ', 'SS'),
    replace(replace(replace(replace(replace(replace(replace(replace(new.description, 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'), 'Ä', 'Ae'), 'Ö', 'Oe'), 'Ü', 'Ue'), 'ẞ', 'SS'),
    replace(replace(replace(replace(replace(replace(replace(replace(new.description_en, 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'), 'Ä', 'Ae'), 'Ö', 'Oe'), 'Ü', 'Ue'), 'ẞ', 'SS'),
    replace(replace(replace(replace(replace(replace(replace(replace(new.detailed_description, 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'), 'Ä', 'Ae'), 'Ö', 'Oe'), 'Ü', 'Ue'), 'ẞ', 'SS'),
    replace(replace(replace(replace(replace(replace(replace(replace(new.detailed_description_en, 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'), 'Ä', 'Ae'), 'Ö', 'Oe'), 'Ü', 'Ue'), 'ẞ', 'SS'),
    replace(replace(replace(replace(replace(replace(replace(replace(new.category, 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'), 'Ä', 'Ae'), 'Ö', 'Oe'), 'Ü', 'Ue'), 'ẞ', 'SS'),
    replace(replace(replace(replace(replace(replace(replace(replace(new.category_en, 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'), 'Ä', 'Ae'), 'Ö', 'Oe'), 'Ü', 'Ue'), 'ẞ', 'SS'));
END;
--> statement-breakpoint
CREATE TRIGGER `shop_products_search_delete` AFTER DELETE ON `shop_products` BEGIN
  DELETE FROM `shop_search` WHERE rowid = old.id;
END;
--> statement-breakpoint
INSERT INTO `shop_search` (rowid, name, name_en, description, description_en, detailed_description, detailed_description_en, category, category_en) SELECT id,
  replace(replace(replace(replace(replace(replace(replace(replace(name, 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'), 'Ä', 'Ae'), 'Ö', 'Oe'), 'Ü', 'Ue'), 'ẞ', 'SS'),
  replace(replace(replace(replace(replace(replace(replace(replace(name_en, 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'), 'Ä', 'Ae'), 'Ö', 'Oe'), 'Ü', 'Ue'), 'ẞ', 'SS'),
  replace(replace(replace(replace(replace(replace(replace(replace(description, 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'), 'Ä', 'Ae'), 'Ö', 'Oe'), 'Ü', 'Ue'), 'ẞ', 'SS'),
  replace(replace(replace(replace(replace(replace(replace(replace(description_en, 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'), 'Ä', 'Ae'), 'Ö', 'Oe'), 'Ü', 'Ue'), 'ẞ', 'SS'),
  replace(replace(replace(replace(replace(replace(replace(replace(detailed_description, 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'), 'Ä', 'Ae'), 'Ö', 'Oe'), 'Ü', 'Ue'), 'ẞ', 'SS'),
  replace(replace(replace(replace(replace(replace(replace(replace(detailed_description_en, 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'), 'Ä', 'Ae'), 'Ö', 'Oe'), 'Ü', 'Ue'), 'ẞ', 'SS'),
  replace(replace(replace(replace(replace(replace(replace(replace(category, 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'), 'Ä', 'Ae'), 'Ö', 'Oe'), 'Ü', 'Ue'), 'ẞ', 'SS'),
  replace(replace(replace(replace(replace(replace(replace(replace(category_en, 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'), 'Ä', 'Ae'), 'Ö', 'Oe'), 'Ü', 'Ue'), 'ẞ', 'SS')
FROM `shop_products`;
