import { describe, it } from "vitest"

import { postgresFactory } from "../../helpers/data-harness"
import { describeEventRegistrationContract } from "./event-registration-contract"

const url = process.env.TEST_DATABASE_URL

if (url) describeEventRegistrationContract(postgresFactory(url))
else describe.skip("event registration: PostgreSQL (set TEST_DATABASE_URL)", () => it("skipped", () => {}))
