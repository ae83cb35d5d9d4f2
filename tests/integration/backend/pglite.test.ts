import { pgliteFactory } from "../../helpers/data-harness"
import { describeDataContract } from "./contract"
import { describeOutboxContract } from "./outbox-contract"

describeDataContract(pgliteFactory)
describeOutboxContract(pgliteFactory)
