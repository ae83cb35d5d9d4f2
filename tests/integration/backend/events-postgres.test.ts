import { describe, it } from "vitest"

import { postgresFactory } from "../../helpers/data-harness"
import { describeEventsContract } from "./events-contract"

const url = process.env.TEST_DATABASE_URL

if (url) describeEventsContract(postgresFactory(url))
else describe.skip("events contract: PostgreSQL (set TEST_DATABASE_URL)", () => it("skipped", () => {}))
