import { pgliteFactory } from "../../helpers/data-harness"
import { describeMedicalReviewContract, describeMedicalReviewMigration } from "./medical-review-contract"
import { freshPglite } from "./type-names-contract"

describeMedicalReviewContract(pgliteFactory)
describeMedicalReviewMigration(freshPglite)
