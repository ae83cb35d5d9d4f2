import { describe, it } from "vitest"

import { postgresFactory } from "../../helpers/data-harness"
import { describeDataContract } from "./contract"
import { describeOutboxContract } from "./outbox-contract"
import { describePublishingContract } from "./publishing-contract"
import { describeTeamContract } from "./team-contract"

const url = process.env.TEST_DATABASE_URL

if (url) {
  describeDataContract(postgresFactory(url))
  describeOutboxContract(postgresFactory(url))
  describePublishingContract(postgresFactory(url))
  describeTeamContract(postgresFactory(url))
} else describe.skip("data layer contract: PostgreSQL (set TEST_DATABASE_URL)", () => it("skipped", () => {}))
