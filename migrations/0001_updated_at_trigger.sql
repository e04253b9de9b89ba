-- updated_at is maintained by the database: any update of a post refreshes it
-- (unless the update sets updated_at itself). Recursive triggers are off in D1,
-- so the inner UPDATE does not fire this trigger again.
CREATE TRIGGER `blog_posts_touch_updated_at`
AFTER UPDATE ON `blog_posts`
FOR EACH ROW WHEN NEW.`updated_at` = OLD.`updated_at`
BEGIN
  UPDATE `blog_posts` SET `updated_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = NEW.`id`;
END;
