import { pgliteFactory } from "../../helpers/data-harness"
import { describeEventsContract } from "./events-contract"

describeEventsContract(pgliteFactory)
