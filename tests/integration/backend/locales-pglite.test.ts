import { pgliteFactory } from "../../helpers/data-harness"
import { describeLocaleMigration, describeLocalesContract } from "./locales-contract"

describeLocalesContract(pgliteFactory)
describeLocaleMigration()
