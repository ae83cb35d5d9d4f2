import { pgliteFactory } from "../../helpers/data-harness"
import { describeDataContract } from "./contract"
import { describeOutboxContract } from "./outbox-contract"
import { describePublishingContract } from "./publishing-contract"

describeDataContract(pgliteFactory)
describeOutboxContract(pgliteFactory)
describePublishingContract(pgliteFactory)
