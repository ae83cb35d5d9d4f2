import { pgliteFactory } from "../../helpers/data-harness"
import { describeDataContract } from "./contract"
import { describePublishingContract } from "./publishing-contract"

describeDataContract(pgliteFactory)
describePublishingContract(pgliteFactory)
