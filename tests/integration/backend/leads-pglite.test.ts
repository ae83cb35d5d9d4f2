import { pgliteFactory } from "../../helpers/data-harness"
import { describeLeadsContract } from "./leads-contract"

describeLeadsContract(pgliteFactory)
