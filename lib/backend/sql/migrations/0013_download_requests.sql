-- Version 13: gated downloads reach the inbox as leads. A message is either a contact-form message or a download
-- request for a resource; a request names the resource by slug and by its title when it was asked for (kept as
-- text: the message stays readable after the resource is renamed or deleted).

alter table messages
  add column kind text not null default 'contact' check (kind in ('contact', 'download')),
  add column resource_slug text not null default '' check (length(resource_slug) <= 200),
  add column resource_title text not null default '' check (length(resource_title) <= 300);
