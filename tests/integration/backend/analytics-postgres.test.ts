import { describe, it } from "vitest"

import { postgresFactory } from "../../helpers/data-harness"
import { describeAnalyticsContract } from "./analytics-contract"

const url = process.env.TEST_DATABASE_URL

if (url) describeAnalyticsContract(postgresFactory(url))
else describe.skip("analytics contract: PostgreSQL (set TEST_DATABASE_URL)", () => it("skipped", () => {}))
