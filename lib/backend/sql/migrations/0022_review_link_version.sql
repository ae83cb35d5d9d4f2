-- A review link is bound to the version it was sent for (docs/medical-review.md): the request keeps the document's
-- version beside the reviewed content's hash it already kept, so a link whose document changed since can show what
-- changed (the revision at that version against the document now). Requests made before this migration keep no
-- version (null): their link still dies when the reviewed fields change, and shows the new text without a diff.
-- relinked_at: when the reviewer of a dead link asked for a new one (once per link).
alter table review_requests add column version integer check (version >= 1);
alter table review_requests add column relinked_at timestamptz;
