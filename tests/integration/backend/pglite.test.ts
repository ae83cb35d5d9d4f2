import { pgliteFactory } from "../../helpers/data-harness"
import { describeDataContract } from "./contract"

describeDataContract(pgliteFactory)
