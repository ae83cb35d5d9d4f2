import { describe, it } from "vitest"

import { postgresFactory } from "../../helpers/data-harness"
import { describeDocumentsContract } from "./documents-contract"

const url = process.env.TEST_DATABASE_URL

if (url) describeDocumentsContract(postgresFactory(url))
else describe.skip("documents contract: PostgreSQL (set TEST_DATABASE_URL)", () => it("skipped", () => {}))
