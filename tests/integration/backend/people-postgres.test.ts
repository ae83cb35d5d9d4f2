import { describe, it } from "vitest"

import { postgresFactory } from "../../helpers/data-harness"
import { describePeopleContract } from "./people-contract"

const url = process.env.TEST_DATABASE_URL

if (url) describePeopleContract(postgresFactory(url))
else describe.skip("people contract: PostgreSQL (set TEST_DATABASE_URL)", () => it("skipped", () => {}))
