import { describe, it } from "vitest"

import { freshPostgres } from "./type-names-contract"
import { describeOneStoreMigration } from "./one-store-contract"

const url = process.env.TEST_DATABASE_URL

if (url) describeOneStoreMigration(freshPostgres(url))
else describe.skip("one store upgrade: PostgreSQL (set TEST_DATABASE_URL)", () => it("skipped", () => {}))
