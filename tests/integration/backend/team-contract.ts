import { createDocument, setDocumentPublished, updateDocument } from "@/lib/data/documents"
import { outboxRows } from "../../helpers/lead-crypto"
import { randomBytes, randomUUID } from "node:crypto"

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest"

import type { Role } from "@/lib/domain/types"
import * as account from "@/lib/data/account"
import * as links from "@/lib/data/account-links"
import * as activity from "@/lib/data/activity"
import * as auth from "@/lib/data/auth"
import { DataError } from "@/lib/data/errors"
import * as media from "@/lib/data/media"
import * as messages from "@/lib/data/messages"
import * as pages from "@/lib/data/pages"
import * as people from "@/lib/data/people"
import * as posts from "@/lib/data/posts"
import * as redirects from "@/lib/data/redirects"
import * as revisions from "@/lib/data/revisions"
import * as settings from "@/lib/data/settings"
import * as shareLinks from "@/lib/data/share-links"
import * as team from "@/lib/data/team"
import { resetServerEnv } from "@/lib/server/env"

import { MemoryJar, openHarness, rejection, signUpAndIn, type DbFactory, type Harness } from "../../helpers/data-harness"

const PNG_1X1 = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64")

const PEOPLE = {
  owner: { email: "owner@example.com", password: "owner passphrase one" },
  admin: { email: "admin@example.com", password: "admin passphrase two" },
  editor: { email: "editor@example.com", password: "editor passphrase three" },
} as const
type Who = keyof typeof PEOPLE | "signed out"

const tokenOf = (link: string) => link.slice(link.lastIndexOf("/") + 1)

const postInput = (slug: string) => ({
  title: "Matrix post",
  slug,
  excerpt: "",
  content: "Body",
  category: "",
  tags: [],
  published: false,
  featured_image: null,
  featured_image_alt: "",
  meta_title: "",
  meta_description: "",
})

const personInput = (slug: string) => ({ name: "Dr. Matrix", slug, credentials: "DDS", job_title: "", bio: "", photo: null, photo_alt: "", links: [] })

const SETTINGS = { blockPublishOnChecklistFailures: false, clinicalCategories: [], medicalDisclaimer: "Not medical advice." }

/** Members, invitations, roles, sessions, links and the audit log; the role matrix over every data function. */
export function describeTeamContract(factory: DbFactory) {
  describe(`team, accounts and audit contract: ${factory.label}`, () => {
    let h: Harness
    const jars = {} as Record<keyof typeof PEOPLE, MemoryJar>
    const ids = {} as Record<keyof typeof PEOPLE, string>

    beforeAll(async () => {
      h = await openHarness(factory)
    }, 60_000)
    afterAll(async () => {
      await h?.close()
    })
    afterEach(() => {
      delete process.env.SMTP_URL
      resetServerEnv()
    })

    const as = <T>(who: keyof typeof PEOPLE, fn: () => Promise<T>) => h.as(jars[who], fn)

    async function invite(email: string, role: "admin" | "editor", by: keyof typeof PEOPLE = "owner") {
      const created = await as(by, () => team.inviteMember({ email, role }))
      return tokenOf(created.link)
    }

    beforeEach(async () => {
      await h.truncate()
      jars.owner = new MemoryJar()
      await signUpAndIn(h, jars.owner, PEOPLE.owner)
      for (const role of ["admin", "editor"] as const) {
        jars[role] = new MemoryJar()
        const token = await invite(PEOPLE[role].email, role)
        await h.as(jars[role], () => links.acceptInvitation(token, PEOPLE[role].password))
      }
      const rows = await h.db.query<{ id: string; email: string }>("select id, email from users")
      for (const who of Object.keys(PEOPLE) as (keyof typeof PEOPLE)[]) ids[who] = rows.find((r) => r.email === PEOPLE[who].email)!.id
    }, 60_000)

    describe("role matrix: every data-layer operation × owner, admin, editor, signed out", () => {
      const ALL: Role[] = ["owner", "admin", "editor"]
      const TEAM: Role[] = ["owner", "admin"]
      const OWNER: Role[] = ["owner"]

      // Fixtures are made by the owner for each call, so every call finds what it needs and changes only its own.
      type Fixtures = {
        post(): Promise<string>
        page(): Promise<string>
        message(): Promise<string>
        file(): Promise<string>
        redirect(): Promise<string>
        person(): Promise<string>
        member(role?: "admin" | "editor"): Promise<string>
        invitation(): Promise<string>
        session(who: keyof typeof PEOPLE): Promise<string>
      }
      let n = 0
      const fixtures: Fixtures = {
        post: async () => (await as("owner", () => createDocument("post", postInput(`matrix-${++n}`)))).id,
        page: async () => (await as("owner", () => createDocument("page", { title: "P", slug: `matrix-page-${++n}`, content: "", published: false }))).id,
        // Assigned to the editor: an editor works the leads assigned to them (leads-contract.ts tests the others).
        message: async () => {
          const id = (await h.as(null, () => messages.createMessage({ name: "A", email: "a@example.com", message: "Hi" }))).id
          await h.db.query("update messages set owner_id = $1 where id = $2", [ids.editor, id])
          return id
        },
        file: async () => (await as("owner", () => media.uploadMedia(new File([PNG_1X1], "a.png"), { kind: "featured" }))).id,
        redirect: async () => (await as("owner", () => redirects.createRedirect({ from_path: `/old-${++n}`, to_path: "/contact", status: 301 }))).id,
        person: async () => (await as("owner", () => people.createPerson(personInput(`matrix-person-${++n}`)))).id,
        async member(role = "editor") {
          const [u] = await h.db.query<{ id: string }>("insert into users (email, password_hash) values ($1, 'x') returning id", [`m${++n}@example.com`])
          await h.db.query("insert into memberships (user_id, role) values ($1, $2)", [u!.id, role])
          return u!.id
        },
        invitation: async () => {
          await as("owner", () => team.inviteMember({ email: `invitee${++n}@example.com`, role: "editor" }))
          const [row] = await h.db.query<{ id: string }>("select id from auth_tokens where kind = 'invite' order by created_at desc limit 1")
          return row!.id
        },
        async session(who) {
          const [s] = await h.db.query<{ id: string }>(
            "insert into sessions (token_hash, user_id, expires_at) values ($1, $2, now() + interval '1 hour') returning id",
            [randomBytes(16).toString("hex"), ids[who]],
          )
          return s!.id
        },
      }

      type Op = [name: string, allowed: Role[], run: (f: Fixtures, who: keyof typeof PEOPLE) => Promise<() => Promise<unknown>>]
      const OPS: Op[] = [
        ["listPosts", ALL, async () => () => posts.listPosts({})],
        ["getPostById", ALL, async (f) => ((id) => () => posts.getPostById(id))(await f.post())],
        ["createPost", ALL, async () => () => createDocument("post", postInput(`created-${++n}`))],
        ["updatePost", ALL, async (f) => ((id) => () => updateDocument("post", id, postInput(`updated-${++n}`)))(await f.post())],
        ["setPostPublished", ALL, async (f) => ((id) => () => setDocumentPublished("post", id, true))(await f.post())],
        ["deletePost", ALL, async (f) => ((id) => () => posts.deletePost(id))(await f.post())],
        ["countPosts", ALL, async () => () => posts.countPosts()],
        ["getRecentPosts", ALL, async () => () => posts.getRecentPosts(5)],
        ["listPages", ALL, async () => () => pages.listPages({})],
        ["getPageById", ALL, async (f) => ((id) => () => pages.getPageById(id))(await f.page())],
        ["createPage", ALL, async () => () => createDocument("page", { title: "x", slug: `new-page-${++n}`, content: "", published: false })],
        ["updatePage", ALL, async (f) => ((id) => () => updateDocument("page", id, { title: "y", slug: `upd-page-${++n}`, content: "", published: false }))(await f.page())],
        ["setPagePublished", ALL, async (f) => ((id) => () => setDocumentPublished("page", id, true))(await f.page())],
        ["deletePage", ALL, async (f) => ((id) => () => pages.deletePage(id))(await f.page())],
        ["countPages", ALL, async () => () => pages.countPages()],
        ["listMessages", ALL, async () => () => messages.listMessages({})],
        ["getMessage", ALL, async (f) => ((id) => () => messages.getMessage(id))(await f.message())],
        ["markMessageRead", ALL, async (f) => ((id) => () => messages.markMessageRead(id, true))(await f.message())],
        ["moveMessage", ALL, async (f) => ((id) => () => messages.moveMessage(id, "archived"))(await f.message())],
        ["deleteMessage", ALL, async (f) => ((id) => () => messages.deleteMessage(id))(await f.message())],
        ["retryMessageNotifications", ALL, async (f) => ((id) => () => messages.retryMessageNotifications(id))(await f.message())],
        ["countUnreadMessages", ALL, async () => () => messages.countUnreadMessages()],
        ["countMessages", ALL, async () => () => messages.countMessages()],
        ["getNotificationStatus", ALL, async () => () => messages.getNotificationStatus()],
        ["uploadMedia", ALL, async () => () => media.uploadMedia(new File([PNG_1X1], "x.png"), { kind: "featured" })],
        ["listMedia", ALL, async () => () => media.listMedia()],
        ["deleteMedia", ALL, async (f) => ((id) => () => media.deleteMedia(id))(await f.file())],
        ["queryMedia", ALL, async () => () => media.queryMedia({})],
        ["getMediaFile", ALL, async (f) => ((id) => () => media.getMediaFile(id))(await f.file())],
        ["getMediaUsage", ALL, async (f) => ((id) => () => media.getMediaUsage(id))(await f.file())],
        ["updateMediaMeta", ALL, async (f) => ((id) => () => media.updateMediaMeta(id, { alt: "A chart", caption: "" }))(await f.file())],
        ["listRevisions", ALL, async (f) => ((id) => () => revisions.listRevisions("post", id))(await f.post())],
        ["editorHeartbeat", ALL, async (f) => ((id) => () => revisions.editorHeartbeat("post", id))(await f.post())],
        ["leaveEditor", ALL, async (f) => ((id) => () => revisions.leaveEditor("post", id))(await f.post())],
        ["listRedirects", ALL, async () => () => redirects.listRedirects({})],
        ["getRedirectById", ALL, async (f) => ((id) => () => redirects.getRedirectById(id))(await f.redirect())],
        ["createRedirect", ALL, async () => () => redirects.createRedirect({ from_path: `/gone-${++n}`, to_path: "/contact", status: 301 })],
        ["updateRedirect", ALL, async (f) => ((id) => () => redirects.updateRedirect(id, { from_path: `/moved-${++n}`, to_path: "/contact", status: 302 }))(await f.redirect())],
        ["deleteRedirect", ALL, async (f) => ((id) => () => redirects.deleteRedirect(id))(await f.redirect())],
        ["createShareLink", ALL, async (f) => ((id) => () => shareLinks.createShareLink("post", id))(await f.post())],
        ["listShareLinks", ALL, async (f) => ((id) => () => shareLinks.listShareLinks("post", id))(await f.post())],
        ["listActivity", ALL, async () => () => activity.listActivity({})],
        ["listActivityActors", ALL, async () => () => activity.listActivityActors()],
        ["exportActivity", OWNER, async () => () => activity.exportActivity({})],
        ["getTeam", TEAM, async () => () => team.getTeam()],
        ["inviteMember", TEAM, async () => () => team.inviteMember({ email: `new${++n}@example.com`, role: "editor" })],
        ["resendInvitation", TEAM, async (f) => ((id) => () => team.resendInvitation(id))(await f.invitation())],
        ["revokeInvitation", TEAM, async (f) => ((id) => () => team.revokeInvitation(id))(await f.invitation())],
        ["changeMemberRole", TEAM, async (f) => ((id) => () => team.changeMemberRole(id, "admin"))(await f.member())],
        ["removeMember", TEAM, async (f) => ((id) => () => team.removeMember(id))(await f.member())],
        ["createResetLink", TEAM, async (f) => ((id) => () => team.createResetLink(id))(await f.member())],
        ["transferOwnership", OWNER, async (f, who) => ((id) => () => team.transferOwnership(id, PEOPLE[who].password))(await f.member("admin"))],
        ["listPeople", ALL, async () => () => people.listPeople()],
        ["getPersonById", ALL, async (f) => ((id) => () => people.getPersonById(id))(await f.person())],
        ["createPerson", ALL, async () => () => people.createPerson(personInput(`created-person-${++n}`))],
        ["updatePerson", ALL, async (f) => ((id) => () => people.updatePerson(id, personInput(`updated-person-${++n}`)))(await f.person())],
        ["deletePerson", ALL, async (f) => ((id) => () => people.deletePerson(id))(await f.person())],
        ["listPersonOptions", ALL, async () => () => people.listPersonOptions()],
        ["getSiteSettings", ALL, async () => () => settings.getSiteSettings()],
        ["updateSiteSettings", TEAM, async () => () => settings.updateSiteSettings({ ...SETTINGS, blockPublishOnChecklistFailures: ++n % 2 === 0 })],
        ["getAccount", ALL, async () => () => account.getAccount()],
        ["changePassword", ALL, async (_f, who) => () => account.changePassword(PEOPLE[who].password, PEOPLE[who].password)],
        ["changeEmail", ALL, async (_f, who) => () => account.changeEmail(`renamed-${++n}@example.com`, PEOPLE[who].password)],
        ["endSession", ALL, async (f, who) => ((id) => () => account.endSession(id))(await f.session(who))],
        ["endOtherSessions", ALL, async () => () => account.endOtherSessions()],
      ]

      const snapshot = () =>
        h.db.query(`select
          (select count(*)::int from documents where type = 'post') as posts, (select string_agg(title || published::text, ',' order by id) from documents where type = 'post') as post_state,
          (select count(*)::int from documents where type = 'page') as pages, (select string_agg(title || published::text, ',' order by id) from documents where type = 'page') as page_state,
          (select count(*)::int from messages) as messages, (select string_agg(read::text || folder, ',' order by id) from messages) as message_state,
          (select count(*)::int from media) as media, (select count(*)::int from redirects) as redirects,
          (select string_agg(from_path, ',' order by id) from redirects) as redirect_state,
          (select string_agg(user_id::text || role, ',' order by user_id) from memberships) as roles,
          (select string_agg(email || password_hash, ',' order by id) from users) as users,
          (select string_agg(id::text || coalesce(revoked_at::text, ''), ',' order by id) from auth_tokens) as tokens,
          (select count(*)::int from sessions) as sessions, (select count(*)::int from share_links) as share_links`)

      /** Puts the three accounts back as they were (a call may rename, re-role or sign out one of them). */
      async function restore() {
        await h.db.query("update memberships set role = 'admin' where role = 'owner' and user_id <> $1", [ids.owner])
        for (const who of Object.keys(PEOPLE) as (keyof typeof PEOPLE)[]) {
          await h.db.query("update users set email = $2 where id = $1", [ids[who], PEOPLE[who].email])
          await h.db.query("update memberships set role = 'editor' where user_id = $1", [ids[who]])
        }
        await h.db.query("update memberships set role = 'admin' where user_id = $1", [ids.admin])
        await h.db.query("update memberships set role = 'owner' where user_id = $1", [ids.owner])
      }

      it("allows exactly the roles the policy names and refuses the rest with nothing changed", async () => {
        const outcomes: string[] = []
        for (const [name, allowed, prepare] of OPS) {
          for (const who of ["signed out", "editor", "admin", "owner"] as Who[]) {
            const actor = who === "signed out" ? "owner" : who
            const call = await prepare(fixtures, actor)
            const before = await snapshot()
            const jar = who === "signed out" ? null : jars[who]
            if (who !== "signed out" && allowed.includes(who)) {
              await h.as(jar, call).catch((err: unknown) => {
                throw new Error(`${name} as ${who} should be allowed: ${(err as Error).message}`)
              })
              outcomes.push(`${name}:${who}:ok`)
            } else {
              const err = await rejection(h.as(jar, call))
              expect(err.code, `${name} as ${who}`).toBe(who === "signed out" ? "unauthorized" : "forbidden")
              expect(await snapshot(), `${name} as ${who} changed data`).toEqual(before)
              outcomes.push(`${name}:${who}:refused`)
            }
            await restore()
          }
        }
        expect(outcomes).toHaveLength(OPS.length * 4)
      }, 180_000)
    })

    describe("invitations", () => {
      it("accepts an invitation once: the invitee is a member with that role and signed in; the link is then used", async () => {
        const token = await invite("writer@example.com", "editor")
        expect(await h.as(null, () => links.describeLink("invite", token))).toEqual({ state: "valid", email: "writer@example.com", role: "editor" })
        const writer = new MemoryJar()
        await h.as(writer, () => links.acceptInvitation(token, "writer passphrase"))
        expect(await h.as(writer, () => auth.getCurrentUser())).toMatchObject({ email: "writer@example.com", role: "editor" })
        expect(await h.as(null, () => links.describeLink("invite", token))).toEqual({ state: "used" })
        const again = await rejection(h.as(new MemoryJar(), () => links.acceptInvitation(token, "other passphrase")))
        expect(again.message).toBe("This link has already been used. Ask for a new one if you still need it.")
      })

      it("stores only a hash of a 256-bit secret and refuses a wrong, a truncated, an expired and a revoked link", async () => {
        const token = await invite("writer@example.com", "editor")
        const [id, secret] = token.split(".") as [string, string]
        expect(Buffer.from(secret, "base64url")).toHaveLength(32)
        const [row] = await h.db.query<Record<string, string>>("select * from auth_tokens where id = $1", [id])
        expect(JSON.stringify(row)).not.toContain(secret)
        const wrong = `${id}.${"A".repeat(43)}`
        expect(await h.as(null, () => links.describeLink("invite", wrong))).toEqual({ state: "invalid" })
        expect(await h.as(null, () => links.describeLink("invite", token.slice(0, -1)))).toEqual({ state: "invalid" })
        expect(await h.as(null, () => links.describeLink("reset", token))).toEqual({ state: "invalid" })
        await h.db.query("update auth_tokens set expires_at = now() - interval '1 second' where id = $1", [id])
        expect(await h.as(null, () => links.describeLink("invite", token))).toEqual({ state: "expired" })
        expect((await rejection(h.as(null, () => links.acceptInvitation(token, "writer passphrase")))).message).toBe(
          "This link has expired. Ask for a new one.",
        )
        const second = await invite("other@example.com", "admin")
        const [invitation] = (await as("owner", () => team.getTeam())).invitations.filter((i) => i.email === "other@example.com")
        await as("owner", () => team.revokeInvitation(invitation!.id))
        expect(await h.as(null, () => links.describeLink("invite", second))).toEqual({ state: "used" })
        expect(await h.db.query("select count(*)::int as n from users where email in ('writer@example.com', 'other@example.com')")).toEqual([{ n: 0 }])
      })

      it("applies the registration password rules, refuses inviting a member, and a resend replaces the link", async () => {
        const token = await invite("writer@example.com", "editor")
        expect((await rejection(h.as(null, () => links.acceptInvitation(token, "12345")))).fieldErrors?.password).toEqual([
          "Password must be at least 6 characters",
        ])
        expect((await rejection(h.as(null, () => links.acceptInvitation(token, "password")))).code).toBe("validation")
        expect((await rejection(h.as(null, () => links.acceptInvitation(token, "writer@example.com")))).code).toBe("validation")
        expect((await rejection(as("owner", () => team.inviteMember({ email: PEOPLE.editor.email, role: "admin" })))).message).toBe(
          "This person is already a member",
        )
        const badInvite = await rejection(as("owner", () => team.inviteMember({ email: "not an e-mail", role: "editor" })))
        expect(badInvite.fieldErrors?.email).toEqual(["Enter a valid email address"])
        const [open] = (await as("admin", () => team.getTeam())).invitations.filter((i) => i.status === "pending")
        const fresh = tokenOf((await as("admin", () => team.resendInvitation(open!.id))).link)
        expect(await h.as(null, () => links.describeLink("invite", token))).toEqual({ state: "used" })
        expect((await h.as(null, () => links.describeLink("invite", fresh))).state).toBe("valid")
      })
    })

    describe("roles and sessions", () => {
      it("a role change or a removal ends the member's sessions at once; the owner cannot be removed or demoted", async () => {
        await as("admin", () => team.changeMemberRole(ids.editor, "admin"))
        expect(await h.as(jars.editor, () => auth.getCurrentUser())).toBeNull()
        const editor2 = new MemoryJar()
        await h.as(editor2, () => auth.signIn(PEOPLE.editor.email, PEOPLE.editor.password))
        expect(await h.as(editor2, () => auth.getCurrentUser())).toMatchObject({ role: "admin" })
        await as("owner", () => team.removeMember(ids.editor))
        expect((await rejection(h.as(editor2, () => posts.listPosts({})))).code).toBe("unauthorized")
        // Signing in again works, but the account has no rights any more.
        const editor3 = new MemoryJar()
        await h.as(editor3, () => auth.signIn(PEOPLE.editor.email, PEOPLE.editor.password))
        expect((await rejection(h.as(editor3, () => posts.listPosts({})))).code).toBe("forbidden")
        expect((await rejection(as("admin", () => team.removeMember(ids.owner)))).message).toBe("The owner cannot be removed. Transfer ownership first.")
        expect((await rejection(as("owner", () => team.changeMemberRole(ids.owner, "admin")))).code).toBe("conflict")
        expect(await h.db.query("select role from memberships where user_id = $1", [ids.owner])).toEqual([{ role: "owner" }])
      })

      it("transfers ownership to an admin only with the owner's password", async () => {
        expect((await rejection(as("owner", () => team.transferOwnership(ids.admin, "wrong password")))).message).toBe("Wrong password")
        expect((await rejection(as("owner", () => team.transferOwnership(ids.editor, PEOPLE.owner.password)))).message).toBe(
          "Ownership can only go to an admin",
        )
        await as("owner", () => team.transferOwnership(ids.admin, PEOPLE.owner.password))
        const roles = await h.db.query("select u.email, m.role from memberships m join users u on u.id = m.user_id order by u.email")
        expect(roles).toEqual([
          { email: PEOPLE.admin.email, role: "owner" },
          { email: PEOPLE.editor.email, role: "editor" },
          { email: PEOPLE.owner.email, role: "admin" },
        ])
      })

      it("changing the password needs the current one and ends every other session; sessions can be listed and ended", async () => {
        const laptop = new MemoryJar()
        await h.as(laptop, () => auth.signIn(PEOPLE.editor.email, PEOPLE.editor.password), { headers: { "user-agent": "Mozilla/5.0 (Windows NT 10.0) Chrome/120.0" } })
        const view = await h.as(laptop, () => account.getAccount())
        expect(view.sessions).toHaveLength(2)
        expect(view.sessions[0]).toMatchObject({ current: true, device: "Chrome on Windows" })
        const bad = await rejection(h.as(laptop, () => account.changePassword("not it", "a brand new passphrase")))
        expect(bad.fieldErrors?.currentPassword).toEqual(["Your current password is not correct"])
        await h.as(laptop, () => account.changePassword(PEOPLE.editor.password, "a brand new passphrase"))
        expect(await as("editor", () => auth.getCurrentUser())).toBeNull()
        expect(await h.as(laptop, () => auth.getCurrentUser())).toMatchObject({ email: PEOPLE.editor.email })
        // Sign out everywhere else, and one named session.
        const phone = new MemoryJar()
        await h.as(phone, () => auth.signIn(PEOPLE.editor.email, "a brand new passphrase"))
        const other = (await h.as(laptop, () => account.getAccount())).sessions.find((s) => !s.current)!
        await h.as(laptop, () => account.endSession(other.id))
        expect(await h.as(phone, () => auth.getCurrentUser())).toBeNull()
        await h.as(phone, () => auth.signIn(PEOPLE.editor.email, "a brand new passphrase"))
        expect(await h.as(laptop, () => account.endOtherSessions())).toBe(1)
        expect(await h.as(phone, () => auth.getCurrentUser())).toBeNull()
        expect(await h.as(laptop, () => auth.getCurrentUser())).not.toBeNull()
        // Another member's session id is not yours to end.
        const ownerSession = (await as("owner", () => account.getAccount())).sessions[0]!.id
        expect((await rejection(h.as(laptop, () => account.endSession(ownerSession)))).code).toBe("not_found")
      })
    })

    describe("e-mail change", () => {
      it("without mail the current password confirms it at once; with mail a link to the new address does", async () => {
        const wrong = await rejection(as("editor", () => account.changeEmail("new-editor@example.com", "not my password")))
        expect(wrong.fieldErrors?.password).toEqual(["Your current password is not correct"])
        const invalid = await rejection(as("editor", () => account.changeEmail("not an e-mail", PEOPLE.editor.password)))
        expect(invalid.fieldErrors?.email).toEqual(["Enter a valid email address"])
        expect(await as("editor", () => account.changeEmail("New-Editor@Example.com", PEOPLE.editor.password))).toEqual({
          pending: false,
          email: "new-editor@example.com",
        })
        expect(await as("editor", () => auth.getCurrentUser())).toMatchObject({ email: "new-editor@example.com" })
        const taken = await rejection(as("editor", () => account.changeEmail(PEOPLE.admin.email, PEOPLE.editor.password)))
        expect(taken.fieldErrors?.email).toEqual(["This e-mail cannot be used"])

        process.env.SMTP_URL = "smtp://127.0.0.1:1"
        resetServerEnv()
        expect(await as("admin", () => account.changeEmail("moved-admin@example.com", PEOPLE.admin.password))).toEqual({
          pending: true,
          email: "moved-admin@example.com",
        })
        expect(await as("admin", () => auth.getCurrentUser())).toMatchObject({ email: PEOPLE.admin.email })
        const [job] = await outboxRows<{ payload: { to: string[]; text: string } }>(h.db, "select payload from outbox where topic = 'account-link'")
        expect(job!.payload.to).toEqual(["moved-admin@example.com"])
        const token = tokenOf(/https?:\/\/\S+\/admin\/confirm-email\/\S+/.exec(job!.payload.text)![0])
        expect(await h.as(null, () => links.confirmEmailChange(token))).toBe("moved-admin@example.com")
        expect(await h.db.query("select email from users where id = $1", [ids.admin])).toEqual([{ email: "moved-admin@example.com" }])
        expect((await rejection(h.as(null, () => links.confirmEmailChange(token)))).message).toBe(
          "This link has already been used. Ask for a new one if you still need it.",
        )
      })
    })

    describe("password reset", () => {
      it("a reset link (created from Team without mail) works once, sets the password and ends every other session", async () => {
        const { link } = await as("admin", () => team.createResetLink(ids.editor))
        const token = tokenOf(link)
        expect((await rejection(as("admin", () => team.createResetLink(ids.owner)))).code).toBe("forbidden")
        const browser = new MemoryJar()
        await h.as(browser, () => links.resetPassword(token, "the reset passphrase"))
        expect(await as("editor", () => auth.getCurrentUser())).toBeNull()
        expect(await h.as(browser, () => auth.getCurrentUser())).toMatchObject({ email: PEOPLE.editor.email, role: "editor" })
        expect((await rejection(h.as(null, () => links.resetPassword(token, "another passphrase")))).message).toBe(
          "This link has already been used. Ask for a new one if you still need it.",
        )
        await h.as(new MemoryJar(), () => auth.signIn(PEOPLE.editor.email, "the reset passphrase"))
      })

      it("forgot password: the same answer for any e-mail; with mail on, only a member gets a 30-minute link", async () => {
        const answerOff = await h.as(null, () => links.requestPasswordReset(PEOPLE.editor.email))
        await links.settlePasswordResets()
        expect(await h.db.query("select count(*)::int as n from auth_tokens where kind = 'reset'")).toEqual([{ n: 0 }])
        process.env.SMTP_URL = "smtp://127.0.0.1:1"
        resetServerEnv()
        const known = await h.as(null, () => links.requestPasswordReset(PEOPLE.editor.email), { ip: "198.51.100.7" })
        const unknown = await h.as(null, () => links.requestPasswordReset("nobody@example.com"), { ip: "198.51.100.7" })
        await links.settlePasswordResets()
        expect(known).toEqual(unknown)
        expect(known).toEqual(answerOff)
        const jobs = await outboxRows<{ payload: { to: string[]; text: string } }>(h.db, "select payload from outbox where topic = 'account-link'")
        expect(jobs).toHaveLength(1)
        expect(jobs[0]!.payload.to).toEqual([PEOPLE.editor.email])
        const link = /https?:\/\/\S+\/admin\/reset\/\S+/.exec(jobs[0]!.payload.text)![0]
        const [row] = await h.db.query<{ minutes: number }>("select round(extract(epoch from expires_at - created_at) / 60)::int as minutes from auth_tokens where kind = 'reset'")
        expect(row!.minutes).toBe(30)
        await h.as(new MemoryJar(), () => links.resetPassword(tokenOf(link), "mailed reset passphrase"))
        const invalid = await rejection(h.as(null, () => links.requestPasswordReset("not an e-mail")))
        expect([invalid.code, invalid.fieldErrors?.email]).toEqual(["validation", ["Enter a valid email address"]])
      })

      it("rate limits forgot-password requests per address", async () => {
        let refused: DataError | null = null
        for (let i = 0; i < 25 && !refused; i++) {
          refused = await h.as(null, () => links.requestPasswordReset(`x${i}@example.com`), { ip: "198.51.100.99" }).then(
            () => null,
            (e: DataError) => e,
          )
        }
        expect(refused?.code).toBe("rate_limited")
      })
    })

    describe("listed registration with mail on", () => {
      it("an ADMIN_EMAILS address gets rights only after the link sent to it is opened with the same password", async () => {
        await h.truncate()
        h.adminEmails = ["boss@example.com"]
        process.env.SMTP_URL = "smtp://127.0.0.1:1"
        resetServerEnv()
        expect(await h.as(null, () => auth.signUp("boss@example.com", "boss passphrase here"))).toEqual({ confirmationRequired: true })
        expect(await h.db.query("select count(*)::int as n from users")).toEqual([{ n: 0 }])
        const [job] = await outboxRows<{ payload: { to: string[]; text: string } }>(h.db, "select payload from outbox")
        expect(job!.payload.to).toEqual(["boss@example.com"])
        const token = tokenOf(/https?:\/\/\S+\/admin\/confirm\/\S+/.exec(job!.payload.text)![0])
        expect((await rejection(h.as(null, () => links.confirmRegistration(token, "someone else's guess")))).message).toBe("Wrong password")
        const jar = new MemoryJar()
        await h.as(jar, () => links.confirmRegistration(token, "boss passphrase here"))
        expect(await h.as(jar, () => auth.getCurrentUser())).toMatchObject({ email: "boss@example.com", role: "owner" })
      })
    })

    describe("audit log", () => {
      it("records sign-ins, failures, team changes and content changes with who, what, which record and which session", async () => {
        await h.as(new MemoryJar(), () => auth.signIn(PEOPLE.editor.email, "wrong password")).catch(() => {})
        await h.as(new MemoryJar(), () => auth.signIn("my secret password", "x")).catch(() => {})
        const post = await as("editor", () => createDocument("post", { ...postInput("audited"), published: true }))
        await as("editor", () => setDocumentPublished("post", post.id, false))
        await as("editor", () => posts.deletePost(post.id))
        await as("admin", () => team.changeMemberRole(ids.editor, "admin"))
        const csvRows = await as("owner", () => activity.exportActivity({ actor: PEOPLE.editor.email }))
        expect(csvRows.length).toBeGreaterThan(3)
        expect(csvRows.every((r) => r.actor_email === PEOPLE.editor.email)).toBe(true)
        await as("owner", () => auth.signOut())
        const rows = await h.db.query<Record<string, string | null>>(
          "select actor_email, action, record_type, record_id, session_id from audit_log order by at, seq",
        )
        const actions = rows.map((r) => `${r.actor_email} ${r.action} ${r.record_type}`)
        expect(actions).toEqual(
          expect.arrayContaining([
            `${PEOPLE.owner.email} sign_in session`,
            `${PEOPLE.owner.email} invite invitation`,
            `${PEOPLE.editor.email} invite_accept member`,
            `${PEOPLE.editor.email} sign_in_failed account`,
            `${PEOPLE.editor.email} create post`,
            `${PEOPLE.editor.email} publish post`,
            `${PEOPLE.editor.email} unpublish post`,
            `${PEOPLE.editor.email} delete post`,
            `${PEOPLE.admin.email} role_change member`,
            `${PEOPLE.owner.email} sign_out session`,
          ]),
        )
        // Text typed into the e-mail field that is not an e-mail (a password, perhaps) is not kept.
        expect(rows.filter((r) => r.action === "sign_in_failed").map((r) => r.actor_email)).toEqual([PEOPLE.editor.email, "(not an e-mail address)"])
        expect(JSON.stringify(rows)).not.toContain("my secret password")
        const created = rows.find((r) => r.action === "create" && r.record_type === "post")!
        expect(created.record_id).toBe(post.id)
        expect(created.session_id).toMatch(/^[0-9a-f-]{36}$/)
        const page = await as("admin", () => activity.listActivity({ action: "delete", recordType: "post" }))
        expect(page.rows.map((r) => r.actor_email)).toEqual([PEOPLE.editor.email])
        await expect(h.db.query("update audit_log set action = 'x'")).rejects.toThrow(/cannot be changed/)
        expect((await rejection(as("admin", () => activity.listActivity({ action: "drop table" })))).code).toBe("validation")
      })

      it("prunes entries older than the retention period on write", async () => {
        await h.db.query("insert into audit_log (action, at) values ('sign_in', now() - interval '400 days')")
        delete (globalThis as Record<symbol, unknown>)[Symbol.for("lumora.audit-pruned-at")]
        await as("owner", () => createDocument("post", postInput(`prune-${randomUUID().slice(0, 8)}`)))
        expect(await h.db.query("select count(*)::int as n from audit_log where at < now() - interval '365 days'")).toEqual([{ n: 0 }])
      })
    })
  })
}
