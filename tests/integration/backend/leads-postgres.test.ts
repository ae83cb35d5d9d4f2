import { describe, it } from "vitest"

import { postgresFactory } from "../../helpers/data-harness"
import { describeLeadsContract } from "./leads-contract"

const url = process.env.TEST_DATABASE_URL

if (url) describeLeadsContract(postgresFactory(url))
else describe.skip("lead pipeline: PostgreSQL (set TEST_DATABASE_URL)", () => it("skipped", () => {}))
