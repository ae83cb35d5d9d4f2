#!/usr/bin/env node
// Fails when a server-only secret could have reached the browser bundle (.next/static): the names of server-only
// variables and the shapes of their values (PostgreSQL URLs, Supabase service keys, session secrets).
import { readdirSync, readFileSync, statSync } from "node:fs"
import { join } from "node:path"

const root = ".next/static"
const forbidden = [
  /postgres(?:ql)?:\/\/[^\s"'`]+@/i,
  /SUPABASE_SERVICE_ROLE_KEY/,
  /service_role/,
  /DATABASE_URL/,
  /TEST_DATABASE_URL/,
  /SESSION_SECRET/,
  /ADMIN_EMAILS/,
]

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) yield* files(path)
    else if (/\.(js|css|html|json|txt|map)$/.test(name)) yield path
  }
}

let found = 0
for (const file of files(root)) {
  const text = readFileSync(file, "utf8")
  for (const pattern of forbidden) {
    if (pattern.test(text)) {
      console.error(`secret-like value ${pattern} in ${file}`)
      found++
    }
  }
}
if (found) process.exit(1)
console.log("client bundle: no server-only secret names or values found")
