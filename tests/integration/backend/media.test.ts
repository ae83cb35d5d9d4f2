import { describe, it } from "vitest"

import { pgliteFactory, postgresFactory } from "../../helpers/data-harness"
import { describeMediaContract } from "./media-contract"

describeMediaContract(pgliteFactory)

const url = process.env.TEST_DATABASE_URL
if (url) describeMediaContract(postgresFactory(url))
else describe.skip("media library contract: PostgreSQL (set TEST_DATABASE_URL)", () => it("skipped", () => {}))
