// Regenerates lib/data/common-passwords.json: the 10,000 most common passwords of at least 6 characters
// (shorter ones are refused by the length rule anyway), lowercased, from the password frequency list of
// @zxcvbn-ts/language-common (MIT, (c) Dan Wheeler, Dropbox Inc. and @zxcvbn-ts).
// Usage: npm pack @zxcvbn-ts/language-common@4.1.3 && tar xzf zxcvbn-ts-language-common-4.1.3.tgz
//        node scripts/generate-common-passwords.mjs package/src/passwords.json
import { readFileSync, writeFileSync } from "node:fs"

const source = process.argv[2]
if (!source) throw new Error("usage: node scripts/generate-common-passwords.mjs path/to/passwords.json")
const seen = new Set()
for (const p of JSON.parse(readFileSync(source, "utf8"))) {
  const v = String(p).toLowerCase()
  if (v.length >= 6 && v.length <= 256) seen.add(v)
  if (seen.size === 10_000) break
}
writeFileSync(new URL("../lib/data/common-passwords.json", import.meta.url), JSON.stringify([...seen]) + "\n")
console.log(`wrote ${seen.size} passwords`)
