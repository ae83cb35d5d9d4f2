import { describe, it } from "vitest"

import { postgresFactory } from "../../helpers/data-harness"
import { describeMedicalReviewContract, describeMedicalReviewMigration } from "./medical-review-contract"
import { freshPostgres } from "./type-names-contract"

const url = process.env.TEST_DATABASE_URL

if (url) {
  describeMedicalReviewContract(postgresFactory(url))
  describeMedicalReviewMigration(freshPostgres(url))
} else describe.skip("medical review: PostgreSQL (set TEST_DATABASE_URL)", () => it("skipped", () => {}))
