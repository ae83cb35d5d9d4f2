-- Two-factor sign-in (docs/team.md): one row per member who started or finished setting up an authenticator app.
-- secret_enc is the TOTP secret sealed with AES-256-GCM (lib/data/two-factor.ts); enabled_at is null while the
-- member has not yet confirmed a code. last_step is the last TOTP time step accepted, so a code is never taken twice.
-- remember_key signs the "remember this browser" cookies: a new value revokes them all.
create table two_factor (
  user_id uuid primary key references users (id) on delete cascade,
  secret_enc text not null,
  enabled_at timestamptz,
  last_step bigint not null default 0,
  remember_key text not null,
  created_at timestamptz not null default now()
);

-- Ten single-use recovery codes per member, stored as SHA-256 of the normalised code.
create table two_factor_recovery_codes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  code_hash text not null,
  used_at timestamptz
);
create index two_factor_recovery_codes_user on two_factor_recovery_codes (user_id);
