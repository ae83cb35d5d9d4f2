import { pgliteFactory } from "../../helpers/data-harness"
import { describeTypeNamesMigration, describeUndeclaredTypeContract, freshPglite } from "./type-names-contract"

describeTypeNamesMigration(freshPglite)
describeUndeclaredTypeContract(pgliteFactory)
