import { describe, it } from "vitest"

import { postgresFactory } from "../../helpers/data-harness"
import { describeConsentContract } from "./consent-contract"

const url = process.env.TEST_DATABASE_URL

if (url) describeConsentContract(postgresFactory(url))
else describe.skip("lead consent: PostgreSQL (set TEST_DATABASE_URL)", () => it("skipped", () => {}))
