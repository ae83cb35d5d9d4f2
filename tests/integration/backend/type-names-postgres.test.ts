import { describe, it } from "vitest"

import { postgresFactory } from "../../helpers/data-harness"
import { describeTypeNamesMigration, describeUndeclaredTypeContract, freshPostgres } from "./type-names-contract"

const url = process.env.TEST_DATABASE_URL

if (url) {
  describeTypeNamesMigration(freshPostgres(url))
  describeUndeclaredTypeContract(postgresFactory(url))
} else describe.skip("content types no migration lists: PostgreSQL (set TEST_DATABASE_URL)", () => it("skipped", () => {}))
