import { describe, it } from "vitest"

import { postgresFactory } from "../../helpers/data-harness"
import { describeLocalesContract } from "./locales-contract"

const url = process.env.TEST_DATABASE_URL

if (url) describeLocalesContract(postgresFactory(url))
else describe.skip("locales contract: PostgreSQL (set TEST_DATABASE_URL)", () => it("skipped", () => {}))
